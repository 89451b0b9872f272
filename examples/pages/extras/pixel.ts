// The theme's social advertising pixel snippet (issue 17, §1 Tracking): Meta's base code as a theme
// (or Facebook's own instructions) prints it in <head>, its stub loading the demo's fake pixel
// library (/assets/fake-pixel.js, which records every call) instead of connect.facebook.net.
import type { PageOptions } from '../widgets';

/** The demo shop's pixel id (any digits; the fake pixel sends nothing anywhere). */
export const DEMO_PIXEL_ID = '1234567890';

/**
 * The snippet. By default it is Meta's whole base code (init + track PageView), so Talat must see the
 * PageView and not send a second; `?pixel=bare` keeps only init (the page view is Talat's);
 * `?pixel=none` prints nothing.
 */
export function pixelSnippet(options: Pick<PageOptions, 'pixel'>): string {
  if (options.pixel === 'none') return '';
  const pageView = options.pixel === 'bare' ? '' : "\nfbq('track', 'PageView');";
  return `<!-- Meta Pixel Code -->
<script>
!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?
n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;
n.push=n;n.loaded=!0;n.version='2.0';n.queue=[];t=b.createElement(e);t.async=!0;
t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,
document,'script','/assets/fake-pixel.js');
fbq('init', '${DEMO_PIXEL_ID}');${pageView}
</script>
<!-- End Meta Pixel Code -->`;
}
