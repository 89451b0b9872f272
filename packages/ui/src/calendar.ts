// `@talat/ui/calendar`: the npm build's sub-path entry (rollup.config.mjs npmEntries maps ./calendar here).
export * from './calendar/index';
