/**
 * The form as the plugin's own script posts it (§7 Payment confirmation; docs/research/
 * wc-confirm-payment.md §2): jquery.form 3.51's formToArray, sent as FormData. Its controls and
 * their order are the ones `new FormData(form)` picks for this markup (named, not disabled, a
 * checked radio, the selected option, no submit button without a name), with one difference: an
 * empty file input. The platform puts in a file part with `filename=""`, which PHP registers as
 * `$_FILES['slip']` with error 4 and type '', and the plugin then answers "this file type is not
 * supported" (the real shop). jquery.form puts in the text '' in its place, which PHP keeps in
 * `$_POST`: the plugin sees no slip, and asks for one only where its option requires it.
 */
export function pluginFormBody(form: HTMLFormElement): FormData {
  return asJqueryFormSends(new FormData(form));
}

/** The entries in order, each nameless file (what the platform gives for no file chosen) as the text ''. */
export function asJqueryFormSends(entries: FormData): FormData {
  const body = new FormData();
  // A chosen file always has a name.
  for (const [name, value] of entries) body.append(name, typeof value === 'string' || value.name !== '' ? value : '');
  return body;
}
