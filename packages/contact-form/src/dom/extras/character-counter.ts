/**
 * CF7 character counters (SPEC §2.12, §5 "Character counter"): `[count name]` prints
 * `span.wpcf7-character-count[data-target-name]`; an `up` counter shows the length typed, a `down`
 * counter shows starting value − length. Length is counted in UTF-16 code units, the unit the
 * browser's maxlength and the server's length rules use, so the counter and validation agree.
 */
import { combineTeardowns, listen, onFormReset, type Teardown } from './dom-events';
import { addIdReference, ensureId, removeIdReference } from './id-references';
import { isTextControl, textControlsNamed } from './named-elements';

const COUNTER_SELECTOR = '.wpcf7-character-count';

interface CounterLimits {
  counts: 'up' | 'down';
  starting: number;
  maximum: number | undefined;
  minimum: number | undefined;
}

function integerAttribute(element: Element, attribute: string): number | undefined {
  const value = Number.parseInt(element.getAttribute(attribute) ?? '', 10);
  return Number.isFinite(value) ? value : undefined;
}

function readLimits(counter: HTMLElement): CounterLimits {
  const maximum = integerAttribute(counter, 'data-maximum-value');
  return {
    counts: counter.classList.contains('down') ? 'down' : 'up',
    // CF7 always prints the starting value; falling back to the maximum keeps a hand-written
    // down counter meaningful.
    starting: integerAttribute(counter, 'data-starting-value') ?? maximum ?? 0,
    maximum,
    minimum: integerAttribute(counter, 'data-minimum-value'),
  };
}

/** Several controls may share a name; §5 minlength/maxlength limit their total length, so count that. */
function typedLength(form: HTMLFormElement, targetName: string): number {
  return textControlsNamed(form, targetName).reduce((sum, control) => sum + control.value.length, 0);
}

function updateCharacterCounter(form: HTMLFormElement, counter: HTMLElement): void {
  const targetName = counter.dataset['targetName'];
  if (targetName === undefined) return;
  const limits = readLimits(counter);
  const length = typedLength(form, targetName);
  const shown = limits.counts === 'down' ? limits.starting - length : length;
  counter.textContent = String(shown);
  counter.setAttribute('data-current-value', String(shown));
  counter.classList.toggle('too-long', limits.maximum !== undefined && length > limits.maximum);
  counter.classList.toggle('too-short', limits.minimum !== undefined && length < limits.minimum);
}

/**
 * Links each counter to its control(s) with aria-describedby, so the count is read when the field
 * gets focus. The counter is deliberately not a live region: announcing every keystroke is noise.
 */
function describeTargetsBy(form: HTMLFormElement, counter: HTMLElement): Teardown {
  const targetName = counter.dataset['targetName'];
  if (targetName === undefined) return () => {};
  const { id, created } = ensureId(counter, 'wpcf7-character-count');
  const linked = textControlsNamed(form, targetName).filter((control) =>
    addIdReference(control, 'aria-describedby', id),
  );
  return () => {
    for (const control of linked) removeIdReference(control, 'aria-describedby', id);
    if (created && counter.id === id) counter.removeAttribute('id');
  };
}

export function setupCharacterCounters(form: HTMLFormElement): Teardown {
  const counters = [...form.querySelectorAll<HTMLElement>(COUNTER_SELECTOR)];
  if (counters.length === 0) return () => {};

  const updateAll = () => {
    for (const counter of counters) updateCharacterCounter(form, counter);
  };
  const updateFor = (event: Event) => {
    const control = event.target;
    if (!isTextControl(control)) return;
    for (const counter of counters) {
      if (counter.dataset['targetName'] === control.name) updateCharacterCounter(form, counter);
    }
  };

  const teardowns = counters.map((counter) => describeTargetsBy(form, counter));
  updateAll();
  // `input` covers typing, paste, IME and autofill; `change` catches scripts that set a value and
  // then announce it the old way.
  teardowns.push(listen(form, 'input', updateFor), listen(form, 'change', updateFor), onFormReset(form, updateAll));
  return combineTeardowns(teardowns);
}
