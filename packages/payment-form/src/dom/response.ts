import type { MarkupDoor } from '@talat/core';

const CONTROLS = 'input, select, textarea, button, fieldset';

/**
 * §4 success: the server's message markup into the response area, through core's one door. The
 * area sits inside the plugin's form, and the door keeps a fragment's fields (it unwraps a
 * <form> but keeps its inputs): a message carrying `<input name="amount">` would be posted with
 * the shopper's next confirmation. Every control that came in is disabled, so it is not part of
 * the form's data and cannot submit it.
 */
export function showResponse(door: MarkupDoor, area: Element, html: string): void {
  door.fill(area, html);
  for (const control of area.querySelectorAll<HTMLInputElement>(CONTROLS)) control.disabled = true;
}
