// The 16 values WooCommerce's script reads from sourcebuster's cookies (`sbjs.get` through the
// `fields` map, e.g. `current.typ`), capped in length. A field whose cookie or key is missing is
// null: WooCommerce's script then posts '' for it.
import { ATTRIBUTION_FIELDS, capFieldValue, FIELD_SOURCES, type AttributionValues } from '../fields';
import { decodeCookieContent, unpack } from './codec';
import { CONTAINERS, type ContainerKey } from './containers';

const isContainer = (key: string): key is ContainerKey => Object.prototype.hasOwnProperty.call(CONTAINERS, key);

/** The values from raw cookie contents by name (`readSourcebusterCookies(document)`, checkout/sourcebuster-cookies.ts). */
export function valuesFromCookies(raw: Readonly<Record<string, string | undefined>>): AttributionValues {
  const unpacked = new Map<string, Record<string, string>>();
  const container = (key: ContainerKey) => {
    let data = unpacked.get(key);
    if (!data) {
      const content = raw[CONTAINERS[key]];
      data = unpack(content === undefined ? null : decodeCookieContent(content));
      unpacked.set(key, data);
    }
    return data;
  };
  const values = {} as AttributionValues;
  for (const field of ATTRIBUTION_FIELDS) {
    const [key = '', property = ''] = FIELD_SOURCES[field].split('.');
    const value = isContainer(key) ? container(key)[property] : undefined;
    values[field] = value === undefined ? null : capFieldValue(field, value);
  }
  return values;
}
