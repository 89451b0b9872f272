import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type Ref } from 'react';
import { injectStyles } from '@talat/core';
import { ClockIcon } from './icons';
import { defaultCalendarTranslate, type CalendarTranslate } from './messages';
import { setRef } from './set-ref';
import { CALENDAR_CSS } from './styles';
import { DEFAULT_TIME_FORMAT, formatTime, parseTime, type ClockTime, type TimeFormat } from './time';
import { SHOWN_TIME as SHOWN, useTimeList } from './use-time-list';
import { useTypedValue } from './use-typed-value';

export interface TimeFieldChange {
  /** The time, when the text is one. */
  time: ClockTime | null;
  /** What the field shows. */
  text: string;
  /** False when something is typed that is not a time (the value is then that text, as typed). */
  valid: boolean;
}

export interface TimeFieldProps {
  /** The value in `format` ('' for none); e.g. '14:30' with the default format. */
  value: string;
  /** On each keystroke, on blur and on a pick; `value` is in `format` (or the raw text when it is not a time). */
  onChange(value: string, change: TimeFieldChange): void;
  /** The format sent: 'HH:mm' (default), 'HH:mm:ss', 'HH.mm' … */
  format?: TimeFormat | undefined;
  /** The list's step in minutes (default 30: 00:00, 00:30 … 23:30). */
  stepMinutes?: number | undefined;
  /** The text input's id, so the page's `<label for>` names it. */
  id?: string | undefined;
  /** When given, a hidden input of this name carries the value in `format` in form posts. */
  name?: string | undefined;
  /** The field's name: the input's aria-label when no `<label for>` names it, and the button's. */
  label?: string | undefined;
  describedBy?: string | undefined;
  invalid?: boolean | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  placeholder?: string | undefined;
  inputClassName?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  t?: CalendarTranslate | undefined;
}

/**
 * A Thai-friendly time input (WAI-ARIA APG "editable combobox with list"): typed freely (14:30,
 * 14.30, 1430, 930, '14.30 น.', Thai digits), normalised to HH:MM on blur, with a list of times
 * in the top layer. Down/Alt+Down open the list, Up/Down/Page Up/Page Down move in it, Enter picks,
 * Escape closes; focus stays in the input throughout. What is sent is in `format`.
 */
export function TimeField({
  value,
  onChange,
  format = DEFAULT_TIME_FORMAT,
  stepMinutes = 30,
  id,
  name,
  label,
  describedBy,
  invalid,
  required,
  disabled,
  placeholder,
  inputClassName,
  inputRef,
  t = defaultCalendarTranslate(),
}: TimeFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const listId = `${inputId}-times`;
  const [anchor, setAnchor] = useState<HTMLSpanElement | null>(null);
  const field = useRef<HTMLInputElement | null>(null);
  const [labelText, setLabelText] = useState<string | undefined>(undefined);
  const shown = (text: string) => {
    const time = parseTime(text);
    return time ? formatTime(time, SHOWN) : text;
  };
  const { text, setText, markSent } = useTypedValue(value, shown);
  const typed = parseTime(text);

  useLayoutEffect(() => {
    if (anchor) injectStyles('calendar', CALENDAR_CSS, anchor.ownerDocument);
    setLabelText(field.current?.labels?.[0]?.textContent?.trim() || undefined);
  }, [anchor]);

  const send = (next: string, time: ClockTime | null) => {
    const sent = time ? formatTime(time, format) : next.trim();
    markSent(sent);
    onChange(sent, { time, text: next, valid: time !== null || next.trim() === '' });
  };
  const choose = (time: ClockTime) => {
    const next = formatTime(time, SHOWN);
    setText(next);
    send(next, time);
  };
  const list = useTimeList(listId, stepMinutes, choose);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (list.onKey(event, typed)) event.preventDefault();
  };

  const fieldLabel = label ?? labelText;
  return (
    <span ref={setAnchor} className="talat-timefield">
      <input
        ref={(element) => {
          field.current = element;
          setRef(inputRef, element);
        }}
        id={inputId}
        type="text"
        // A keypad with '.', the usual Thai separator (14.30); ':' and digits alone are read too.
        inputMode="decimal"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="none"
        aria-expanded={list.open}
        aria-controls={listId}
        aria-activedescendant={list.activeId}
        className={inputClassName ? `talat-timefield__input ${inputClassName}` : 'talat-timefield__input'}
        value={text}
        placeholder={placeholder}
        required={required}
        disabled={disabled}
        aria-label={label}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const next = event.currentTarget.value;
          const time = parseTime(next);
          setText(next);
          send(next, time);
          list.follow(time);
        }}
        onKeyDown={onKeyDown}
        // Normalised when the shopper leaves: '1430' becomes '14:30'.
        onBlur={() => {
          list.close();
          if (typed && formatTime(typed, SHOWN) !== text) choose(typed);
        }}
      />
      <button
        type="button"
        className="talat-timefield__button"
        // The list is reached from the input by keyboard (APG): one tab stop for the field.
        tabIndex={-1}
        aria-label={fieldLabel ? t('chooseTimeFor', { field: fieldLabel }) : t('chooseTime')}
        aria-expanded={list.open}
        aria-controls={listId}
        disabled={disabled}
        // Focus stays in the input, where the keys work.
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          field.current?.focus();
          list.toggle(typed);
        }}
      >
        <ClockIcon />
      </button>
      {list.render(anchor, t)}
      {name ? <input type="hidden" name={name} value={typed ? formatTime(typed, format) : text.trim()} /> : null}
    </span>
  );
}
