/** The submitter's own name=value, which `new FormData(form)` leaves out. */
export function formDataOf(form: HTMLFormElement, submitter: Element | null): FormData {
  const data = new FormData(form);
  if ((submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.name) {
    data.append(submitter.name, submitter.value);
  }
  return data;
}
