import { useLayoutEffect, useRef, useState } from 'react';
import { injectStyles } from '@talat/core';
import type { CalendarDate, YearRange } from './date';
import { DatePicker } from './DatePicker';
import { CalendarIcon } from './icons';
import { defaultCalendarTranslate, type CalendarTranslate } from './messages';
import { CALENDAR_CSS } from './styles';
import { defaultYears, shopToday } from './today';

export interface DatePickerButtonProps {
  /** The field's name for the button's label ('เลือกวันที่: {fieldName}'); 'เลือกวันที่' alone without it. */
  fieldName?: string | undefined;
  /** Read when the picker opens: the date the field holds now, if it parses. */
  readSelected(): CalendarDate | null;
  onPick(date: CalendarDate): void;
  /** The years offered, or how to get them from today; ten back and ten ahead by default. */
  years?: YearRange | ((today: CalendarDate) => YearRange) | undefined;
  min?: CalendarDate | null | undefined;
  max?: CalendarDate | null | undefined;
  /** 0 = Sunday (§9 Locale, the default). */
  weekStartsOn?: number | undefined;
  /** Today; the shop's calendar day (§9 Locale, +07:00) unless a widget or test says otherwise. */
  today?: (() => CalendarDate) | undefined;
  disabled?: boolean | undefined;
  t?: CalendarTranslate | undefined;
}

interface Opened {
  selected: CalendarDate | null;
  today: CalendarDate;
}

/**
 * The calendar button placed after a date input, and the picker dialog it opens. It works on any
 * input, typed by the shopper or not: the lead form and the payment form attach it to the plugin's
 * own input. Focus goes back to the button when the picker closes.
 */
export function DatePickerButton({
  fieldName,
  readSelected,
  onPick,
  years,
  min,
  max,
  weekStartsOn,
  today = shopToday,
  disabled,
  t = defaultCalendarTranslate(),
}: DatePickerButtonProps) {
  const [open, setOpen] = useState<Opened | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const field = fieldName?.trim();
  const close = () => setOpen(null);
  // The button's rules come with it (once per document), before it is first painted.
  useLayoutEffect(() => {
    if (button.current) injectStyles('calendar', CALENDAR_CSS, button.current.ownerDocument);
  }, []);
  const yearsFor = (day: CalendarDate) => (typeof years === 'function' ? years(day) : (years ?? defaultYears(day, min, max)));
  return (
    <>
      <button
        ref={button}
        type="button"
        className="talat-date-field__button"
        aria-label={field ? t('chooseDateFor', { field }) : t('chooseDate')}
        aria-haspopup="dialog"
        aria-expanded={open !== null}
        disabled={disabled}
        // What the field holds is read each time the picker opens: the shopper may have typed.
        onClick={() => setOpen({ selected: readSelected(), today: today() })}
      >
        <CalendarIcon />
      </button>
      {open ? (
        <DatePicker
          selected={open.selected}
          today={open.today}
          years={yearsFor(open.today)}
          min={min}
          max={max}
          weekStartsOn={weekStartsOn}
          t={t}
          returnFocus={button.current}
          onClose={close}
          onPick={(date) => {
            onPick(date);
            close();
          }}
        />
      ) : null}
    </>
  );
}
