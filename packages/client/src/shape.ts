import { TalatRequestError } from './errors';

/**
 * Loose shape checks for server JSON: the PHP plugins send numbers as strings and vice versa,
 * so scalars are coerced, but a reply of the wrong overall shape is 'invalid-json' (§8
 * invalid_json), never a crash deeper in a widget.
 */

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `what` says what is wrong ('cart reply is not an object') and is the error's message. */
export function invalidShape(what: string, data: unknown): TalatRequestError {
  return new TalatRequestError({ kind: 'invalid-json', message: what, data });
}

export function expectObject(value: unknown, what: string): JsonObject {
  if (!isObject(value)) throw invalidShape(what, value);
  return value;
}

/** A string, or a number turned into one; anything else is treated as absent. */
export function optString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return undefined;
}

/** PHP booleans arrive as true, 1, '1', 'true' or 'yes'. */
export function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true' || value === 'yes';
}

/** A map of strings (fragments, field errors); non-string entries are dropped. */
export function stringMap(value: unknown): Record<string, string> | undefined {
  if (!isObject(value)) return undefined;
  const out: Record<string, string> = {};
  for (const [key, item] of Object.entries(value)) {
    const text = optString(item);
    if (text !== undefined) out[key] = text;
  }
  return out;
}

/** Copies the given keys when they are present with a usable value (keeps optional fields absent). */
export function assignDefined<T extends object>(target: T, values: Partial<T>): T {
  for (const [key, value] of Object.entries(values)) {
    if (value !== undefined) (target as Record<string, unknown>)[key] = value;
  }
  return target;
}
