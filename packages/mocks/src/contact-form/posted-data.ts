import { md5 } from '../cart/md5';
import type { PostedData } from './evaluate';

// What a submission carries once CF7 has read it: fields whose names start with '_' are the
// form's own hidden fields (§3 Contact form), not the shopper's input.

export type FormEntries = ReadonlyArray<readonly [string, string]>;

const isShopperField = (name: string): boolean => !name.startsWith('_');

/** `sample-items[]` and `sample-items` are one field, as PHP reads them. */
export const fieldName = (name: string): string => name.replace(/\[\]$/, '');

/** A file input left empty still posts a part with no name and no bytes; that is no upload. */
const isUpload = (file: File): boolean => file.name !== '' || file.size > 0;

export function postedData(entries: FormEntries, files: Readonly<Record<string, File>>): PostedData {
  const values = new Map<string, string[]>();
  for (const [name, value] of entries) {
    if (!isShopperField(name)) continue;
    const key = fieldName(name);
    values.set(key, [...(values.get(key) ?? []), value]);
  }
  const uploads = new Map<string, File[]>();
  for (const [name, file] of Object.entries(files)) {
    if (isUpload(file)) uploads.set(fieldName(name), [...(uploads.get(fieldName(name)) ?? []), file]);
  }
  return { values, files: uploads };
}

/** The value of a hidden field such as `_wpcf7_unit_tag`. */
export function hiddenField(entries: FormEntries, name: string): string | undefined {
  return entries.find(([key]) => key === name)?.[1];
}

/**
 * `posted_data_hash`: md5 of the shopper's fields, url-encoded in the order posted. Two identical
 * submissions give the same hash, which is what CF7 uses it for (spotting a resubmission).
 */
export function postedDataHash(entries: FormEntries): string {
  const shopperFields = entries.filter(([name]) => isShopperField(name)).map(([n, v]): [string, string] => [n, v]);
  return md5(new URLSearchParams(shopperFields).toString());
}

/** The shopper's fields as a record: a `[]` field is always a list, any other its last value. */
export function fieldRecord(entries: FormEntries): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const [name, value] of entries) {
    if (!isShopperField(name)) continue;
    if (name.endsWith('[]')) {
      const key = fieldName(name);
      const list = record[key];
      record[key] = Array.isArray(list) ? [...list, value] : [value];
    } else {
      record[name] = value;
    }
  }
  return record;
}
