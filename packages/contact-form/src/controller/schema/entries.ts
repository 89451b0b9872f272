import type { FieldEntry, FieldValues } from './types';

/**
 * CF7 posts checkbox groups and multi-selects as `name[]` while the schema names the field
 * `name`, so both spellings are read; otherwise `required` on a checkbox group could never pass.
 */
export function readEntries(values: FieldValues, field: string): FieldEntry[] {
  return [...values.getAll(field), ...values.getAll(`${field}[]`)];
}

/** §5 Contact form rules: "Empty or whitespace-only values are ignored". */
export function filledStrings(entries: readonly FieldEntry[]): string[] {
  const out: string[] = [];
  for (const entry of entries) {
    if (typeof entry !== 'string') continue;
    const trimmed = entry.trim();
    if (trimmed !== '') out.push(trimmed);
  }
  return out;
}

/** Browsers post an empty file input as a File named '' — that is no file at all. */
export function chosenFiles(entries: readonly FieldEntry[]): File[] {
  return entries.filter((entry): entry is File => typeof entry !== 'string' && entry.name !== '');
}

/** Non-empty strings plus chosen files: what "a value" means for required and the item counts. */
export function filledCount(entries: readonly FieldEntry[]): number {
  return filledStrings(entries).length + chosenFiles(entries).length;
}
