import { withBaseStyles } from '@talat/core';

/** A decorative busy indicator; what it means is announced through a LiveRegion instead. */
export function Spinner({ className }: { className?: string }) {
  return <span ref={withBaseStyles} className={className ? `talat-spinner ${className}` : 'talat-spinner'} aria-hidden="true" />;
}
