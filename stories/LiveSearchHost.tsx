import { useEffect, useRef } from 'react';
import { mountLiveSearch } from '@talat/live-search';
import { searchBoxMarkup, searchPluginOptions } from '@talat/mocks';

export interface LiveSearchHostProps {
  /** Prints the plugin's icon_style variant (collapsed behind a search icon, §2.3). */
  iconMode: boolean;
  /** Where a picked row would go; the story logs it instead of leaving Storybook. */
  onNavigate: (url: string) => void;
  /** The plain form submit (Enter with nothing highlighted); logged instead of leaving Storybook. */
  onSubmit: (query: string) => void;
}

/**
 * Does what a theme page does: prints the TH Advance Product Search markup and its config global,
 * then lets the widget enhance it with the same `mountLiveSearch` the script-tag entry uses.
 */
export function LiveSearchHost({ iconMode, onNavigate, onSubmit }: LiveSearchHostProps) {
  const slot = useRef<HTMLDivElement>(null);
  const navigate = useRef(onNavigate);
  const submit = useRef(onSubmit);
  navigate.current = onNavigate;
  submit.current = onSubmit;

  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    element.innerHTML = searchBoxMarkup({ iconMode });
    const globals = window as unknown as Record<string, unknown>;
    globals.th_advance_product_search_options = searchPluginOptions();

    const box = element.querySelector<HTMLElement>('.thaps-search-box');
    const form = element.querySelector('form');
    const onFormSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      const query = new FormData(event.target as HTMLFormElement).get('s');
      submit.current(typeof query === 'string' ? query : '');
    };
    form?.addEventListener('submit', onFormSubmit);
    const unmount = box ? mountLiveSearch(box, { navigate: (url) => navigate.current(url) }) : undefined;

    return () => {
      form?.removeEventListener('submit', onFormSubmit);
      delete globals.th_advance_product_search_options;
      // The widget has its own React root; unmounting it while this root commits makes React warn.
      queueMicrotask(() => {
        unmount?.();
        box?.remove();
      });
    };
  }, [iconMode]);

  return <div ref={slot} className="story-search-slot" />;
}
