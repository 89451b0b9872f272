/** Decorative icons: the buttons that hold them carry their names. */
export function CalendarIcon() {
  return (
    <svg className="talat-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M7 2h2v2h6V2h2v2h3a1 1 0 0 1 1 1v15a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1V5a1 1 0 0 1 1-1h3zm12 8H5v9h14zM7 12h3v3H7z" />
    </svg>
  );
}

export function ChevronIcon({ direction }: { direction: 'previous' | 'next' }) {
  return (
    <svg className="talat-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={direction === 'previous' ? 'M15.4 6.4 14 5l-7 7 7 7 1.4-1.4L9.8 12z' : 'M8.6 6.4 10 5l7 7-7 7-1.4-1.4 5.6-5.6z'} />
    </svg>
  );
}

export function ClockIcon() {
  return (
    <svg className="talat-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M12 2a10 10 0 1 1 0 20 10 10 0 0 1 0-20zm0 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16zm1 3v4.6l3.2 3.2-1.4 1.4L11 12.4V7z" />
    </svg>
  );
}
