import { useEffect, useState } from 'react';
import { COMPARE_CONSTANTS } from '../controller/constants';
import { COMPARE_MOBILE_QUERY } from './styles';

function matchesNow(): boolean {
  if (typeof window === 'undefined') return false;
  if (typeof window.matchMedia === 'function') return window.matchMedia(COMPARE_MOBILE_QUERY).matches;
  return window.innerWidth < COMPARE_CONSTANTS.mobileBelowPx;
}

/**
 * §2.11/§9: the mobile layout below 450 px. The plugin measured `innerWidth < 450` once per reply
 * (docs/research/th-product-compare.md §1 containerScroll); a media query follows a rotated phone
 * or a resized window at once.
 */
export function useMobileView(): boolean {
  const [mobile, setMobile] = useState(matchesNow);
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const query = window.matchMedia(COMPARE_MOBILE_QUERY);
    const onChange = () => setMobile(query.matches);
    onChange();
    query.addEventListener('change', onChange);
    return () => query.removeEventListener('change', onChange);
  }, []);
  return mobile;
}
