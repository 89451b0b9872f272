import { DatePickerButton, type CalendarDate, type CalendarTranslate } from '@talat/ui/calendar';
import { formatPickerDate, parsePickerDate, yearRange, type DateFieldKind } from '../controller/date-range';

export interface DateFieldProps {
  /** The plugin's text input; it stays typeable, the picker only helps. */
  input: HTMLInputElement;
  kind: DateFieldKind;
  /** The shared calendar catalogue's translator (@talat/ui/calendar). */
  t: CalendarTranslate;
  /** The field's label, which names the button; the input's own label when not given. */
  fieldName?: string;
  /** Today; the shop's calendar day (§9 Locale, +07:00) unless a test says otherwise. */
  today?: () => CalendarDate;
}

/** Writes a picked date as a shopper's typing would arrive, so the page's own listeners hear it. */
function writeDate(input: HTMLInputElement, date: CalendarDate): void {
  input.value = formatPickerDate(date);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * The shared picker button (@talat/ui/calendar) after a date_/dob_ input: mm/dd/yyyy (§9 Locale),
 * the years of §5 Lead forms for the field's kind, weeks starting on Sunday.
 */
export function DateField({ input, kind, t, fieldName, today }: DateFieldProps) {
  return (
    <DatePickerButton
      fieldName={fieldName?.trim() || input.labels?.[0]?.textContent?.trim()}
      // A typed mm/dd/yyyy value is read each time the picker opens.
      readSelected={() => parsePickerDate(input.value)}
      onPick={(date) => writeDate(input, date)}
      years={(day) => yearRange(kind, day.year)}
      today={today}
      t={t}
    />
  );
}
