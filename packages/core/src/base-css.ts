// Apart from inject-styles.ts so a first load that puts no widget UI up yet does not carry it.
/** Shared rules every widget relies on: the visually-hidden text that screen readers still read. */
export const BASE_CSS =
  '.talat-visually-hidden{position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}' +
  '.talat-spinner{display:inline-block;width:1em;height:1em;border:2px solid currentColor;border-right-color:transparent;border-radius:50%;animation:talat-spin .7s linear infinite;vertical-align:middle}' +
  '@keyframes talat-spin{to{transform:rotate(360deg)}}' +
  '@media (prefers-reduced-motion:reduce){.talat-spinner{animation-duration:2s}}';
