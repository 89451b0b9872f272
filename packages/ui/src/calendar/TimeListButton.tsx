import { useEffect, useId, useLayoutEffect, useRef } from 'react';
import { injectStyles } from '@talat/core';
import { ClockIcon } from './icons';
import { defaultCalendarTranslate, type CalendarTranslate } from './messages';
import { CALENDAR_CSS } from './styles';
import { formatTime, parseTime, type ClockTime } from './time';
import { SHOWN_TIME, useTimeList } from './use-time-list';

export interface TimeListButtonProps {
  /** The page's own time input (a text input): it keeps its name, value and place in the form. */
  input: HTMLInputElement;
  /** The field's name for the button's label ('เลือกเวลา: {fieldName}'); 'เลือกเวลา' alone without it. */
  fieldName?: string | undefined;
  /** The list's step in minutes (default 30). */
  stepMinutes?: number | undefined;
  t?: CalendarTranslate | undefined;
}

/** The ARIA the input carries as a combobox; removed again when the button goes. */
const COMBOBOX_ATTRIBUTES = ['role', 'aria-autocomplete', 'aria-expanded', 'aria-controls', 'aria-activedescendant'];

const setOrRemove = (element: Element, name: string, value: string | undefined) => {
  if (value === undefined) element.removeAttribute(name);
  else element.setAttribute(name, value);
};

/**
 * A list of times on an input the widget does not render (the payment form's own
 * `time` input), as DatePickerButton is for dates: the input becomes the APG editable combobox
 * (Down/Up open and move, Page Up/Down by 4, Enter picks, Escape closes),
 * a picked or typed time is written back into it as HH:MM with an `input` event, and it posts as
 * before. Render it inside a `.talat-timefield` span after the input.
 */
export function TimeListButton({ input, fieldName, stepMinutes = 30, t = defaultCalendarTranslate() }: TimeListButtonProps) {
  const ownId = useId();
  const listId = `${input.id || ownId}-times`;
  const write = (time: ClockTime) => {
    input.value = formatTime(time, SHOWN_TIME);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  const list = useTimeList(listId, stepMinutes, write);
  const field = fieldName?.trim();

  useLayoutEffect(() => {
    injectStyles('calendar', CALENDAR_CSS, input.ownerDocument);
  }, [input]);
  // The combobox state on the page's input, after every render.
  useLayoutEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'none');
    input.setAttribute('aria-expanded', String(list.open));
    input.setAttribute('aria-controls', listId);
    setOrRemove(input, 'aria-activedescendant', list.activeId);
  });
  useEffect(
    () => () => {
      for (const name of COMBOBOX_ATTRIBUTES) input.removeAttribute(name);
    },
    [input],
  );

  // The input's own events reach the latest render's list through a ref (the listeners stay put).
  const latest = useRef(list);
  latest.current = list;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (latest.current.onKey(event, parseTime(input.value))) event.preventDefault();
    };
    const onInput = () => latest.current.follow(parseTime(input.value));
    // Normalised when the shopper leaves: '1430' becomes '14:30' (what is sent is the session's).
    const onBlur = () => {
      latest.current.close();
      const typed = parseTime(input.value);
      if (typed && formatTime(typed, SHOWN_TIME) !== input.value) write(typed);
    };
    input.addEventListener('keydown', onKeyDown);
    input.addEventListener('input', onInput);
    input.addEventListener('blur', onBlur);
    return () => {
      input.removeEventListener('keydown', onKeyDown);
      input.removeEventListener('input', onInput);
      input.removeEventListener('blur', onBlur);
    };
  }, [input]);

  return (
    <>
      <button
        type="button"
        className="talat-timefield__button"
        // The list is reached from the input by keyboard (APG): one tab stop for the field.
        tabIndex={-1}
        aria-label={field ? t('chooseTimeFor', { field }) : t('chooseTime')}
        aria-expanded={list.open}
        aria-controls={listId}
        disabled={input.disabled}
        // Focus stays in the input, where the keys work.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          input.focus();
          list.toggle(parseTime(input.value));
        }}
      >
        <ClockIcon />
      </button>
      {list.render(input, t)}
    </>
  );
}
