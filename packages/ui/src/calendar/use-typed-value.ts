import { useLayoutEffect, useRef, useState } from 'react';

/**
 * The text a field shows, kept apart from the value its parent holds: typing a half-written date
 * or time must not be wiped by the parent's echo of it. The text is rewritten only when the value
 * comes from elsewhere (a default, a clear after success), i.e. differs from the last one sent up.
 */
export function useTypedValue(value: string, display: (value: string) => string) {
  const [text, setText] = useState(() => display(value));
  const sent = useRef(value);
  useLayoutEffect(() => {
    if (value === sent.current) return;
    sent.current = value;
    setText(display(value));
    // Only a new value rewrites the text; `display` is a pure function of the field's formats.
  }, [value]);
  /** Records a value about to be sent up, so its echo leaves the text alone. */
  const markSent = (next: string) => {
    sent.current = next;
  };
  return { text, setText, markSent };
}
