/**
 * JSON inside a <script>, the way wp_json_encode() prints it: `/` as `\/`, and `<` escaped so no
 * value can close the element. Shared by the contact form's and the lead form's globals.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\//g, '\\/');
}
