/**
 * Splits a title into plain and matching segments so the view can wrap matches in <mark> as
 * elements, never by building HTML from the title (the old plugin concatenated strings: XSS).
 * Every whitespace-separated term of the query is highlighted, case-insensitively.
 */
export interface Segment {
  text: string;
  match: boolean;
}

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
      marked.fill(true, from, from + term.length);
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
