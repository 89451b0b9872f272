import { trustedHtml, trustedInnerHtmlProps, type Translate } from '@talat/core';
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

/** The inside of one option, by row kind (§2.3, §3 Search suggestion). */
export function SuggestionRow({ suggestion, query, t }: { suggestion: Suggestion; query: string; t: Translate }) {
  switch (rowKind(suggestion)) {
    case 'product':
      return (
        <>
          {suggestion.imgsrc ? <img className="talat-search__image" src={suggestion.imgsrc} alt="" loading="lazy" width={48} height={48} /> : null}
          <span className="talat-search__body">
            <span className="talat-search__title">
              <HighlightedText text={suggestion.value} query={query} />
            </span>
            {suggestion.price ? <span className="talat-search__price" {...trustedInnerHtmlProps(trustedHtml(suggestion.price))} /> : null}
            {suggestion.desc ? <span className="talat-search__desc">{suggestion.desc}</span> : null}
            {suggestion.sku ? <span className="talat-search__sku">{t('search.sku', { sku: suggestion.sku })}</span> : null}
          </span>
        </>
      );
    case 'product-category':
      return (
        <>
          {suggestion.cat_img ? <img className="talat-search__image" src={suggestion.cat_img} alt="" loading="lazy" width={48} height={48} /> : null}
          <span className="talat-search__title">
            <HighlightedText text={suggestion.value} query={query} />
          </span>
        </>
      );
    case 'more-items':
      return (
        <span className="talat-search__more">
          {t('search.moreItems', { text: suggestion.text ?? suggestion.value, total: suggestion.total ?? '' })}
        </span>
      );
    case 'no-result':
      return <span className="talat-search__empty">{t('search.noResults')}</span>;
    default:
      return (
        <span className="talat-search__title">
          <HighlightedText text={suggestion.value} query={query} />
        </span>
      );
  }
}
