import { rollup } from 'rollup';
import config from '/work/main/rollup.config.mjs';
const c = config[0];
const bundle = await rollup({ ...c, onwarn() {} });
const { output } = await bundle.generate(c.output);
for (const chunk of output) {
  if (chunk.type !== 'chunk') continue;
  const mods = Object.entries(chunk.modules).map(([id, m]) => [m.renderedLength, id.replace('/work/main/', '')]).sort((a, b) => b[0] - a[0]);
  let sum = 0; for (const [l] of mods) sum += l;
  console.log(chunk.fileName, sum);
  for (const [l, id] of mods.slice(0, 40)) console.log(String(l).padStart(7), id);
}
