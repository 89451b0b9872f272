import { htmlToText } from '@talat/core';
import { ServerMarkup } from '@talat/ui';
import type { LiveSearchTranslate } from '../messages';
import { highlightSegments } from '../controller/highlight';
import { rowKind, type Suggestion } from '../controller/suggestion';

/** The text with the typed part wrapped in <mark>, built as elements: a title is never HTML. */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightSegments(text, query).map((segment, i) =>
        segment.match ? <mark key={i}>{segment.text}</mark> : <span key={i}>{segment.text}</span>,
      )}
    </>
  );
}

/**
 * The inside of one option, by row kind (§2.3, §3 Search suggestion). Products, product
 * categories and post categories share one layout: optional image, the highlighted title, then
 * whatever of price, description and SKU the row carries.
 */
export function SuggestionRow({ suggestion, query, t }: { suggestion: Suggestion; query: string; t: LiveSearchTranslate }) {
  const kind = rowKind(suggestion);
  if (kind === 'more-items') {
    return <span className="talat-search__more">{t('moreItems', { text: suggestion.text ?? suggestion.value, total: suggestion.total ?? '' })}</span>;
  }
  if (kind === 'no-result') return <span className="talat-search__empty">{t('noResults')}</span>;
  const image = kind === 'product' ? suggestion.imgsrc : suggestion.cat_img;
  return (
    <>
      {image ? <img className="talat-search__image" src={image} alt="" loading="lazy" width={48} height={48} /> : null}
      <span className="talat-search__body">
        <span className="talat-search__title">
          <HighlightedText text={suggestion.value} query={query} />
        </span>
        {kind === 'product' && suggestion.price ? (
          <ServerMarkup className="talat-search__price" html={suggestion.price} />
        ) : null}
        {/* The plugin's description is an excerpt that may carry tags and entities: shown as its text. */}
        {kind === 'product' && suggestion.desc ? <span className="talat-search__desc">{htmlToText(suggestion.desc)}</span> : null}
        {kind === 'product' && suggestion.sku ? <span className="talat-search__sku">{t('sku', { sku: suggestion.sku })}</span> : null}
      </span>
    </>
  );
}
