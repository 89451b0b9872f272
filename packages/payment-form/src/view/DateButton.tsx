import { formatDatePattern, parseServerDate } from '@talat/core';
import { DatePickerButton } from '@talat/ui/calendar';
import { createPortal } from 'react-dom';
import { DISPLAY_DATE_PATTERN, parseDisplayDate } from '../controller/dates';

export interface DateButtonProps {
  /** The plugin's date input, made a text field by the session. */
  input: HTMLInputElement;
  /** Where the button goes: a span right after the input. */
  host: Element;
  /** The server's current_date (dd-mm-yyyy): the latest day that can be picked, as the plugin's `max`. */
  currentDate: string;
  fieldName: string;
}

/**
 * The shared calendar (@talat/ui/calendar: Thai month names, weeks from Sunday, in the top layer)
 * on the plugin's own date input: the picker reads what is typed and writes the picked day in the
 * shop's dd/mm/yyyy; the session converts it for the server on submit (controller/dates.ts).
 */
export function DateButton({ input, host, currentDate, fieldName }: DateButtonProps) {
  const today = parseServerDate(currentDate);
  return createPortal(
    <DatePickerButton
      fieldName={fieldName}
      readSelected={() => parseDisplayDate(input.value)}
      onPick={(date) => {
        input.value = formatDatePattern(date, DISPLAY_DATE_PATTERN);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }}
      max={today}
      {...(today ? { today: () => today } : {})}
    />,
    host,
  );
}
