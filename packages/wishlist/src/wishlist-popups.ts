// The popups' lazy chunk (named after this file): loaded at the first popup link.
export { startPopups } from './popups';
