import { useState } from 'react';
import type { ReadableAtom } from '@talat/core';
import { LiveRegion, useStore, useTopLayer } from '@talat/ui';

/**
 * The failure notice (controller/failure-notice.ts): seen in the top layer, in front of an open
 * popup too, and said by a status region that is on the page from the start.
 */
export function FailureNotice({ message }: { message: ReadableAtom<string> }) {
  const text = useStore(message);
  const [box, setBox] = useState<HTMLParagraphElement | null>(null);
  useTopLayer(box, text !== '');
  return (
    <>
      <LiveRegion message={text} />
      <p ref={setBox} className="talat-compare-notice" hidden={text === ''} aria-hidden="true">
        {text}
      </p>
    </>
  );
}
