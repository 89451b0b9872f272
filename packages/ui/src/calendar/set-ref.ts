import type { Ref } from 'react';

/** Hands an element to a caller's ref, object or callback, beside the component's own. */
export function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}
