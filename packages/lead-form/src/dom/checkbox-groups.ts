/**
 * §5 Lead forms: in a group of required checkboxes, once any one is checked none is required;
 * when none is checked all are required again. The form is `novalidate` while mounted (decision
 * 468): the chunk's field check (dom/required-fields.ts) reads the `required` this keeps.
 *
 * A group is the required checkboxes sharing a `name` inside one form (`checkbox_4[]`). The old
 * plugin lumped every required checkbox on the page together, so one tick in any group, or in
 * another form, released them all.
 */
function groupsOf(form: HTMLFormElement): HTMLInputElement[][] {
  const groups = new Map<string, HTMLInputElement[]>();
  for (const box of form.querySelectorAll<HTMLInputElement>('input[type="checkbox"][required]')) {
    // An unnamed box is a group of its own: the browser's rule for it is already the right one.
    const key = box.name || `\0${groups.size}`;
    groups.set(key, [...(groups.get(key) ?? []), box]);
  }
  return [...groups.values()];
}

function applyRule(group: readonly HTMLInputElement[]): void {
  const anyChecked = group.some((box) => box.checked);
  for (const box of group) box.required = !anyChecked;
}

/** Keeps each required group's rule from now on; the returned function puts `required` back on every box. */
export function bindRequiredCheckboxGroups(form: HTMLFormElement): () => void {
  const groups = groupsOf(form);
  const groupOf = new Map(groups.flatMap((group) => group.map((box) => [box, group] as const)));
  const refresh = () => groups.forEach(applyRule);
  const onChange = (event: Event) => {
    const group = groupOf.get(event.target as HTMLInputElement);
    if (group) applyRule(group);
  };
  // A reset changes `checked` after its event, without change events.
  let bound = true;
  const onReset = () => setTimeout(() => bound && refresh());
  refresh();
  form.addEventListener('change', onChange);
  form.addEventListener('reset', onReset);
  return () => {
    bound = false;
    form.removeEventListener('change', onChange);
    form.removeEventListener('reset', onReset);
    for (const box of groupOf.keys()) box.required = true;
  };
}
