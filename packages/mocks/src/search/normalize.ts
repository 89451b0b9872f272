// Text folding for matching the way a shopper types. Unicode normalisation alone does little for
// Thai (it has no canonical decompositions), so the spellings Thai keyboards really produce are
// folded by hand: SARA AM typed as NIKHAHIT + SARA AA, a tone mark typed after SARA AM instead of
// before it, and zero-width spaces some input methods insert between words. NFKC also folds
// full-width Latin (ＳＥＲＵＭ); lower case for Latin; Thai digits as Arabic, as sizes are written.

const THAI_DIGIT = /[\u0E50-\u0E59]/g;
const TONE_AFTER_SARA_AM = /\u0E33([\u0E48-\u0E4B])/g;
const NIKHAHIT_SARA_AA = /\u0E4D\u0E32/g;
const ZERO_WIDTH = /[\u200B-\u200D\uFEFF]/g;

export function normalizeText(text: string): string {
  return text
    .normalize('NFKC')
    .replace(ZERO_WIDTH, '')
    .replace(NIKHAHIT_SARA_AA, '\u0E33')
    .replace(TONE_AFTER_SARA_AM, '$1\u0E33')
    .toLowerCase()
    .replace(THAI_DIGIT, (digit) => String(digit.charCodeAt(0) - 0x0e50))
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whitespace-separated terms. Thai has no spaces between words, so a Thai term is a substring. */
export function queryTerms(query: string): string[] {
  const normalized = normalizeText(query);
  return normalized === '' ? [] : normalized.split(' ');
}

/**
 * Does `term` occur in `field` (already normalised)? Also tried with the field's spaces removed,
 * so a shopper typing '10ml' finds '10 ml'.
 */
export function fieldContains(field: string, term: string): boolean {
  return field.includes(term) || field.replace(/ /g, '').includes(term);
}

export function fieldStartsWith(field: string, term: string): boolean {
  return field.startsWith(term) || field.replace(/ /g, '').startsWith(term);
}
