/** A decorative busy indicator; what it means is announced through a LiveRegion instead. */
export function Spinner({ className }: { className?: string }) {
  return <span className={className ? `talat-spinner ${className}` : 'talat-spinner'} aria-hidden="true" />;
}
