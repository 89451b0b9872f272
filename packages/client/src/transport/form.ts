/**
 * Form encoding the way jQuery.param (non-traditional) does it, because the PHP handlers of
 * §7 Wishlist read nested keys such as `fragments[key][option]=value` into arrays.
 */

export type FormValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | ReadonlyArray<FormValue>
  | { readonly [key: string]: FormValue };

export type FormFields = Readonly<Record<string, FormValue>>;

function isPlainObject(value: FormValue): value is { readonly [key: string]: FormValue } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function build(out: URLSearchParams, prefix: string, value: FormValue): void {
  if (Array.isArray(value)) {
    const items = value as ReadonlyArray<FormValue>;
    items.forEach((item, index) => {
      // jQuery indexes only nested objects/arrays; scalars become `key[]`.
      const nested = typeof item === 'object' && item !== null;
      build(out, `${prefix}[${nested ? index : ''}]`, item);
    });
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) build(out, `${prefix}[${key}]`, item);
  } else if (value !== undefined) {
    // Like jQuery, null is sent as an empty value. Unlike jQuery, undefined is left out: in
    // TypeScript it means "optional and not given", e.g. wishlist_name outside the popup.
    out.append(prefix, value === null ? '' : String(value));
  }
}

export function toFormBody(fields: FormFields): URLSearchParams {
  const out = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) build(out, key, value);
  return out;
}
