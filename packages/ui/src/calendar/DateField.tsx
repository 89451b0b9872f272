import { useId, useLayoutEffect, useRef, useState, type Ref } from 'react';
import { injectStyles } from '@talat/core';
import type { CalendarDate, YearRange } from './date';
import { formatDate, ISO_DATE_FORMAT, parseDate, SHOP_DATE_FORMAT, type DateFormat } from './date-format';
import { DatePickerButton } from './DatePickerButton';
import type { CalendarTranslate } from './messages';
import { CALENDAR_CSS } from './styles';
import { setRef } from './set-ref';
import { useTypedValue } from './use-typed-value';

export interface DateFieldChange {
  /** The date, when the text is one. */
  date: CalendarDate | null;
  /** What the field shows. */
  text: string;
  /** False when something is typed that is not a date (the value is then that text, as typed). */
  valid: boolean;
}

export interface DateFieldProps {
  /** The value in `format` ('' for none); e.g. '2026-11-24' with the default format. */
  value: string;
  /** On each keystroke, on blur and on a pick; `value` is in `format` (or the raw text when it is not a date). */
  onChange(value: string, change: DateFieldChange): void;
  /** The format sent (to the server and to onChange). Default 'yy-mm-dd' (YYYY-MM-DD). */
  format?: DateFormat | undefined;
  /** The format shown and read. Default the shop's 'dd/mm/yy' (24/11/2026). */
  displayFormat?: DateFormat | undefined;
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
  /** Classes for the text input (e.g. the theme's form-control class). */
  inputClassName?: string | undefined;
  inputRef?: Ref<HTMLInputElement> | undefined;
  min?: CalendarDate | null | undefined;
  max?: CalendarDate | null | undefined;
  years?: YearRange | ((today: CalendarDate) => YearRange) | undefined;
  weekStartsOn?: number | undefined;
  today?: (() => CalendarDate) | undefined;
  t?: CalendarTranslate | undefined;
}

/**
 * A Thai-friendly date input: a text input in the shop's dd/mm/yyyy (Gregorian year, as the shop
 * and the server write it), typed freely (/ - . or spaces, Thai digits, a Buddhist-era year) and
 * normalised on blur, with the calendar button and picker after it. What is sent is in `format`.
 */
export function DateField({
  value,
  onChange,
  format = ISO_DATE_FORMAT,
  displayFormat = SHOP_DATE_FORMAT,
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
  min,
  max,
  years,
  weekStartsOn,
  today,
  t,
}: DateFieldProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  const box = useRef<HTMLSpanElement>(null);
  const field = useRef<HTMLInputElement | null>(null);
  // The page's own <label for> names the picker button when no label is given.
  const [labelText, setLabelText] = useState<string | undefined>(undefined);
  const read = (text: string) => parseDate(text, displayFormat, { lenient: true });
  const shown = (text: string) => {
    const date = parseDate(text, format);
    return date ? formatDate(date, displayFormat) : text;
  };
  const { text, setText, markSent } = useTypedValue(value, shown);
  const typed = read(text);

  useLayoutEffect(() => {
    if (box.current) injectStyles('calendar', CALENDAR_CSS, box.current.ownerDocument);
    setLabelText(field.current?.labels?.[0]?.textContent?.trim() || undefined);
  }, []);

  const send = (next: string, date: CalendarDate | null) => {
    const sent = date ? formatDate(date, format) : next.trim();
    markSent(sent);
    onChange(sent, { date, text: next, valid: date !== null || next.trim() === '' });
  };
  const choose = (date: CalendarDate) => {
    const next = formatDate(date, displayFormat);
    setText(next);
    send(next, date);
  };

  return (
    <span ref={box} className="talat-date-field">
      <input
        ref={(element) => {
          field.current = element;
          setRef(inputRef, element);
        }}
        id={inputId}
        type="text"
        autoComplete="off"
        className={inputClassName}
        value={text}
        placeholder={placeholder}
        required={required}
        disabled={disabled}
        aria-label={label}
        aria-invalid={invalid ? true : undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const next = event.currentTarget.value;
          setText(next);
          send(next, read(next));
        }}
        // Normalised when the shopper leaves: '1-2-2569' becomes '01/02/2026'.
        onBlur={() => {
          if (typed && formatDate(typed, displayFormat) !== text) choose(typed);
        }}
      />
      <DatePickerButton
        fieldName={label ?? labelText}
        readSelected={() => typed}
        onPick={choose}
        years={years}
        min={min}
        max={max}
        weekStartsOn={weekStartsOn}
        today={today}
        disabled={disabled}
        t={t}
      />
      {name ? <input type="hidden" name={name} value={typed ? formatDate(typed, format) : text.trim()} /> : null}
    </span>
  );
}
