import { rowKind, type Suggestion } from '../controller/suggestion';

/**
 * Groups the flat suggestion list under its heading rows, so the listbox can expose each heading
 * as the label of an ARIA group instead of a fake option. Indexes stay those of the flat list,
 * which is what the controller's highlight refers to.
 */
export interface RowSection {
  heading?: { suggestion: Suggestion; index: number };
  rows: Array<{ suggestion: Suggestion; index: number }>;
}

export function sectionRows(suggestions: readonly Suggestion[]): RowSection[] {
  const sections: RowSection[] = [{ rows: [] }];
  suggestions.forEach((suggestion, index) => {
    if (rowKind(suggestion) === 'heading') sections.push({ heading: { suggestion, index }, rows: [] });
    else sections[sections.length - 1]!.rows.push({ suggestion, index });
  });
  return sections.filter((section) => section.heading || section.rows.length > 0);
}
