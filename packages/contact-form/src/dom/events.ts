import type { ContactFormHost } from './form-host';

/** The detail Contact Form 7 gives its `wpcf7*` events, which themes and analytics read. */
export interface ContactFormEventDetail {
  contactFormId: number;
  pluginVersion: string;
  contactFormLocale: string;
  unitTag: string;
  containerPostId: number;
  status: string;
  prevStatus?: string;
  inputs?: Array<{ name: string; value: FormDataEntryValue }>;
  formData?: FormData;
  apiResponse?: unknown;
}

/** §3: the inputs list leaves out fields whose names start with '_'. */
export function inputsOf(formData: FormData): Array<{ name: string; value: FormDataEntryValue }> {
  const inputs: Array<{ name: string; value: FormDataEntryValue }> = [];
  formData.forEach((value, name) => {
    if (!name.startsWith('_')) inputs.push({ name, value });
  });
  return inputs;
}

/** Raises `wpcf7{name}` on the form; it bubbles, so listeners on `.wpcf7` or document hear it. */
export function dispatchContactFormEvent(
  host: ContactFormHost,
  name: string,
  extra: { status: string; prevStatus?: string; formData?: FormData; apiResponse?: unknown },
): void {
  const detail: ContactFormEventDetail = {
    contactFormId: Number(host.formId),
    pluginVersion: host.pluginVersion,
    contactFormLocale: host.locale,
    unitTag: host.unitTag,
    containerPostId: Number(host.containerPost) || 0,
    ...extra,
    ...(extra.formData ? { inputs: inputsOf(extra.formData) } : {}),
  };
  host.form.dispatchEvent(new CustomEvent(`wpcf7${name}`, { bubbles: true, detail }));
}
