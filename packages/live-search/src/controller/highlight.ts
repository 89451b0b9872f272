/**
 * Splits a title into plain and matching segments so the view can wrap matches in <mark> as
 * elements, never by building HTML from the title (the old plugin concatenated strings: XSS).
 * Every whitespace-separated term of the query is highlighted, case-insensitively.
 */
export interface Segment {
  text: string;
  match: boolean;
}

const COMBINING = /\p{M}/u;

export function highlightSegments(title: string, query: string): Segment[] {
  const terms = query
    .trim()
    .split(/\s+/)
    .filter((term) => term !== '')
    .map((term) => term.toLocaleLowerCase());
  const lowered = title.toLocaleLowerCase();
  // Lower-casing can change a string's length for a few scripts; then offsets would lie, so skip.
  if (terms.length === 0 || lowered.length !== title.length) return [{ text: title, match: false }];

  const marked = Array.from({ length: title.length }, () => false);
  for (const term of terms) {
    for (let from = lowered.indexOf(term); from !== -1; from = lowered.indexOf(term, from + term.length)) {
      // Never split a Thai vowel or tone mark from its consonant: a mark must not start or end
      // inside a cluster, or the browser draws the combining mark on a dotted circle.
      let start = from;
      let end = from + term.length;
      while (start > 0 && COMBINING.test(title[start] ?? '')) start--;
      while (end < title.length && COMBINING.test(title[end] ?? '')) end++;
      marked.fill(true, start, end);
    }
  }

  const segments: Segment[] = [];
  for (let i = 0; i < title.length; i++) {
    const last = segments[segments.length - 1];
    if (last && last.match === marked[i]) last.text += title[i];
    else segments.push({ text: title[i] ?? '', match: marked[i] ?? false });
  }
  return segments;
}
