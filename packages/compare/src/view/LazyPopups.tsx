import { useEffect, useState, type ComponentType } from 'react';
import { useStore } from '@talat/ui';
import type { ComparePopupsProps } from '../compare-popups';

export interface LazyPopupsProps extends ComparePopupsProps {
  /** Loads the popups' chunk (the session's dynamic import; tests pass a slow or failing one). */
  load: () => Promise<ComponentType<ComparePopupsProps>>;
}

/**
 * The popups, fetched the first time one is asked to open and kept from then on. A chunk that
 * cannot load leaves the page as it was: the open request is taken back, so the footer's buttons
 * can be pressed again, and the console says why.
 */
export function LazyPopups({ load, ...props }: LazyPopupsProps) {
  const { popupOpen, searchOpen } = useStore(props.controller.$state);
  const [Popups, setPopups] = useState<ComponentType<ComparePopupsProps> | null>(null);
  const wanted = popupOpen || searchOpen;
  useEffect(() => {
    if (!wanted || Popups) return undefined;
    let current = true;
    load().then(
      (component) => current && setPopups(() => component),
      (error: unknown) => {
        if (!current) return;
        console.error('[Talat] compare: the popups could not load', error);
        props.controller.closePopup();
        props.controller.closeSearch();
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, Popups]);
  return Popups ? <Popups {...props} /> : null;
}
