// Text folding for matching the way a shopper types: NFC so decomposed Thai vowels and tone marks
// (what some Android keyboards send) equal the composed ones in the catalogue; lower case for the
// Latin words; Thai digits as Arabic since product sizes are written with Arabic digits.

const THAI_DIGIT = /[\u0E50-\u0E59]/g;

export function normalizeText(text: string): string {
  return text
    .normalize('NFC')
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
