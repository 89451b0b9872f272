/**
 * The status paragraph is added to the banner when the behaviour starts, empty, so that it is a live
 * region before its first message. Empty, it must take no room: a theme's margins or the banner's
 * flex gap would grow the banner then and shift the page below it (issue 16: no layout shift). It
 * stays in the accessibility tree (not display:none), or its first message might not be announced.
 */
export const COMING_SOON_BANNER_CSS =
  '.coming-soon-footer-banner__status:empty{position:absolute!important;width:1px;height:1px;margin:0;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}';
