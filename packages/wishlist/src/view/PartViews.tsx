import type { ReadableAtom } from '@talat/core';
import { useStore } from '@talat/ui';
import { Fragment, type ReactElement } from 'react';

/** The views of the session's lazily loaded parts (lazy-part.ts), in the order they were started. */
export function PartViews({ views }: { views: ReadableAtom<readonly ReactElement[]> }) {
  const current = useStore(views);
  return (
    <>
      {current.map((view, index) => (
        <Fragment key={index}>{view}</Fragment>
      ))}
    </>
  );
}
