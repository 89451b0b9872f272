// A message tied to the field it is about: inserted right after the field, named by the field's
// aria-describedby and marked aria-invalid, so a screen reader reads it with the field and anyone
// sees it next to what they typed. The plugin had no such message (research §4.6: a class only).

const MESSAGE = 'talat-wishlist-field-message';
let ids = 0;

function messageOf(field: HTMLElement): HTMLElement | null {
  const next = field.nextElementSibling;
  return next instanceof HTMLElement && next.classList.contains(MESSAGE) ? next : null;
}

/** Shows `text` for `field`; calling it again with the same text changes nothing in the page. */
export function showFieldMessage(field: HTMLElement, text: string): void {
  let message = messageOf(field);
  if (!message) {
    message = field.ownerDocument.createElement('span');
    message.className = MESSAGE;
    message.id = `${MESSAGE}-${++ids}`;
    // Said once when it appears, also when focus is elsewhere (a save fails a second later).
    message.setAttribute('role', 'alert');
    field.after(message);
  }
  if (message.textContent !== text) message.textContent = text;
  const described = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  if (!described.includes(message.id)) field.setAttribute('aria-describedby', [...described, message.id].join(' '));
  if (field.getAttribute('aria-invalid') !== 'true') field.setAttribute('aria-invalid', 'true');
}

/** Takes the message away and the field's invalid mark with it; the field's own describedby stays. */
export function clearFieldMessage(field: HTMLElement): void {
  const message = messageOf(field);
  if (message) {
    const rest = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id && id !== message.id);
    if (rest.length > 0) field.setAttribute('aria-describedby', rest.join(' '));
    else field.removeAttribute('aria-describedby');
    message.remove();
  }
  if (field.hasAttribute('aria-invalid')) field.removeAttribute('aria-invalid');
}
