/**
 * SPEC §5 "url": a URL field value without a scheme that contains a dot gets 'http://' added on
 * change, so a shopper who types `shop.co.th` passes the url rule instead of being told off.
 */
import { listen, type Teardown } from './dom-events';

const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

export function withDefaultScheme(value: string): string {
  const trimmed = value.trim();
  if (HAS_SCHEME.test(trimmed) || !trimmed.includes('.')) return value;
  // '//example.com' is a scheme-relative URL: it keeps its host, it only lacks the scheme.
  return `http://${trimmed.replace(/^\/+/, '')}`;
}

function addDefaultScheme(event: Event): void {
  const input = event.target;
  if (!(input instanceof HTMLInputElement) || !input.classList.contains('wpcf7-url')) return;
  const fixed = withDefaultScheme(input.value);
  if (fixed !== input.value) input.value = fixed;
}

export function setupUrlSchemes(form: HTMLFormElement): Teardown {
  // Capture phase: the value is fixed before the controller's bubbling `change` listener validates it.
  return listen(form, 'change', addDefaultScheme, { capture: true });
}
