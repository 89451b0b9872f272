// The name a lazy chunk's file and its layers.json entry carry: rollup's own (the module's file
// name, or the layer rollup.config.mjs gives it), except for a page extras behaviour (issue 30),
// whose chunk would be one more 'index': it is named `page-extras-<behaviour>` after its folder or
// file under packages/page-extras/src/features/ (the registry imports each one on its own).
const PAGE_EXTRA_BEHAVIOUR = /\/packages\/page-extras\/src\/features\/([a-z-]+)(?:\/index)?\.ts$/;

/** `chunk`: rollup's chunk info (name, facadeModuleId). */
export function chunkName(chunk) {
  const behaviour = PAGE_EXTRA_BEHAVIOUR.exec((chunk.facadeModuleId ?? '').replaceAll('\\', '/'))?.[1];
  return behaviour ? `page-extras-${behaviour}` : chunk.name;
}
