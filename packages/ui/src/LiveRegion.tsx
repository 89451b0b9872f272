import { withBaseStyles } from '@talat/core';

/**
 * A visually hidden status region. It is rendered from the start and only its text changes,
 * because screen readers ignore live regions that appear already filled.
 */
export function LiveRegion({ message, politeness = 'polite' }: { message: string; politeness?: 'polite' | 'assertive' }) {
  return (
    <div ref={withBaseStyles} className="talat-visually-hidden" role={politeness === 'assertive' ? 'alert' : 'status'} aria-live={politeness} aria-atomic="true">
      {message}
    </div>
  );
}
