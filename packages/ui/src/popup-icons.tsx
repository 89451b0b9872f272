/**
 * The popup's glyphs, drawn inline so they need no request and take the text colour. They repeat
 * what text next to them says (the status word, the close button's name), so they are hidden
 * from assistive technology.
 */
const STROKE = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** Success: a check in a circle (§2.10). */
export function CheckIcon() {
  return (
    <svg className="talat-popup-icon talat-popup-icon-check" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" {...STROKE} />
      <path d="M7.5 12.5l3 3 6-6.5" {...STROKE} />
    </svg>
  );
}

/** Error: a warning triangle (§2.10). */
export function TriangleIcon() {
  return (
    <svg className="talat-popup-icon talat-popup-icon-triangle" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 3 2 20.5h20z" {...STROKE} />
      <path d="M12 9.5v5M12 17.5v.01" {...STROKE} />
    </svg>
  );
}

export function CloseIcon() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 6l12 12M18 6 6 18" {...STROKE} />
    </svg>
  );
}
