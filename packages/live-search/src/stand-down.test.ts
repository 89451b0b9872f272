// @vitest-environment jsdom
import { vi } from 'vitest';
import { searchBoxMarkup, searchPluginOptions } from '@talat/mocks';
import { describeStandDown } from '@talat/mocks/plugin-scripts/stand-down-suite';
import { liveSearchWidget } from './mount';

const chunk = vi.hoisted(() => vi.fn());
vi.mock('./interactive', async () => {
  chunk();
  return (await import('@talat/mocks/plugin-scripts/stand-down-suite')).inertChunk(['enhanceLiveSearch', 'prefetchSanitiser']);
});

const input = (doc: Document) => doc.querySelector<HTMLInputElement>('input.thaps-search-autocomplete')!;

describeStandDown('live search', {
  definition: liveSearchWidget,
  page: (doc) => void (doc.body.innerHTML = searchBoxMarkup()),
  params: { handle: 'th-advance-product-search-front', name: 'th_advance_product_search_options', value: searchPluginOptions() },
  press: (doc) => {
    input(doc).value = 'ข';
    const event = new InputEvent('input', { bubbles: true, cancelable: true, data: 'ข' });
    input(doc).dispatchEvent(event);
    return event;
  },
  chunk,
  // thaps-search.js defines its jQuery plugin as it runs, then binds the inputs at ready (line 1218, 1253).
  ran: {
    handle: 'th-advance-product-search-front',
    run: (_win, $) => {
      const keystroke = vi.fn();
      ($.fn as unknown as Record<string, unknown>).thapsAutocomplete = () => undefined;
      $('.thaps-search-autocomplete').on('input.autocomplete', keystroke);
      return keystroke;
    },
  },
});
