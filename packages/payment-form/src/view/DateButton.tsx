import { parseServerDate } from '@talat/core';
import { DatePickerButton, type CalendarTranslate } from '@talat/ui/calendar';
import { createPortal } from 'react-dom';
import { readShownDate, showDate } from '../controller/dates';

export interface DateButtonProps {
  /** The plugin's date input, made a text field by the session. */
  input: HTMLInputElement;
  /** Where the button goes: a span right after the input. */
  host: Element;
  /** The server's current_date (dd-mm-yyyy): the latest day that can be picked, as the plugin's `max`. */
  currentDate: string;
  fieldName: string;
  /** The calendar's words in the page's locale (Thai by default). */
  t?: CalendarTranslate | undefined;
}

/**
 * The shared calendar (@talat/ui/calendar: Thai month names, weeks from Sunday, in the top layer)
 * on the plugin's own date input: the picker reads what is typed and writes the picked day in the
 * shop's dd/mm/yyyy; the session converts it for the server on submit (controller/dates.ts).
 */
export function DateButton({ input, host, currentDate, fieldName, t }: DateButtonProps) {
  const today = parseServerDate(currentDate);
  return createPortal(
    <DatePickerButton
      fieldName={fieldName}
      readSelected={() => readShownDate(input.value)}
      onPick={(date) => {
        input.value = showDate(date);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }}
      max={today}
      t={t}
      {...(today ? { today: () => today } : {})}
    />,
    host,
  );
}
