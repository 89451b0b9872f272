import { useRef, useState } from 'react';
import { shopCalendarDate } from '@talat/core';
import { formatPickerDate, parsePickerDate, yearRange, type CalendarDate, type DateFieldKind } from '../controller/date-range';
import type { LeadFormTranslate } from '../messages';
import { DatePicker } from './DatePicker';
import { CalendarIcon } from './icons';

export interface DateFieldProps {
  /** The plugin's text input; it stays typeable, the picker only helps. */
  input: HTMLInputElement;
  kind: DateFieldKind;
  t: LeadFormTranslate;
  /** The field's label, which names the button; the input's own label when not given. */
  fieldName?: string;
  /** Today; the shop's calendar day (§9 Locale, +07:00) unless a test says otherwise. */
  today?: () => CalendarDate;
}

const shopToday = () => shopCalendarDate(new Date());

/** Writes a picked date as a shopper's typing would arrive, so the page's own listeners hear it. */
function writeDate(input: HTMLInputElement, date: CalendarDate): void {
  input.value = formatPickerDate(date);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** The button placed after a date_/dob_ input, and the picker dialog it opens. */
export function DateField({ input, kind, t, fieldName, today = shopToday }: DateFieldProps) {
  const [open, setOpen] = useState<{ selected: CalendarDate | null; today: CalendarDate } | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const field = fieldName?.trim() || input.labels?.[0]?.textContent?.trim();
  const close = () => setOpen(null);
  return (
    <>
      <button
        ref={button}
        type="button"
        className="talat-date-field__button"
        aria-label={field ? t('chooseDateFor', { field }) : t('chooseDate')}
        aria-haspopup="dialog"
        aria-expanded={open !== null}
        // A typed mm/dd/yyyy value is read each time the picker opens.
        onClick={() => setOpen({ selected: parsePickerDate(input.value), today: today() })}
      >
        <CalendarIcon />
      </button>
      {open ? (
        <DatePicker
          selected={open.selected}
          today={open.today}
          years={yearRange(kind, open.today.year)}
          t={t}
          returnFocus={button.current}
          onClose={close}
          onPick={(date) => {
            writeDate(input, date);
            close();
          }}
        />
      ) : null}
    </>
  );
}
