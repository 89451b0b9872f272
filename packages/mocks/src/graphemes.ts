// Thai vowels and tone marks are separate code points; cutting text by code unit can leave a mark
// without its consonant. Cut by grapheme instead.

const segmenter = new Intl.Segmenter('th', { granularity: 'grapheme' });

/** `text` cut to at most `max` graphemes, with `ellipsis` appended when it was cut. */
export function truncateGraphemes(text: string, max: number, ellipsis: string): string {
  const graphemes = Array.from(segmenter.segment(text), (s) => s.segment);
  if (graphemes.length <= max) return text;
  return `${graphemes.slice(0, max).join('').trimEnd()}${ellipsis}`;
}
