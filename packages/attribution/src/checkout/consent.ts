// §4 Order tracking: on or off. The WordPress Consent API (marketing consent and its change
// event) when it is on the page, the config switch otherwise.
// OWNER: helper "checkout". STUB until then.

export function watchTrackingConsent(_win: Window, _configured: boolean, _onChange: (allowed: boolean) => void): { allowed: boolean; stop: () => void } {
  return { allowed: _configured, stop: () => undefined };
}
