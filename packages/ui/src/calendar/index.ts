/**
 * @talat/ui/calendar — the shared Thai date and time inputs (issue 15). Import from
 * '@talat/ui/calendar' only (not re-exported by '@talat/ui'); it ships as the lazy 'ui-calendar' chunk.
 * Values are Gregorian; Thai shows in the month/weekday names and the พ.ศ. year beside the year.
 *
 * <DateField> — text input (shop's dd/mm/yyyy) + calendar button + picker dialog (top layer, modal).
 *   value: string                 value in `format` ('' = empty), e.g. '2026-11-24'
 *   onChange(value, {date, text, valid})   on each keystroke, blur (normalised) and pick;
 *                                 value is in `format`, or the raw trimmed text when not a date (valid false)
 *   format?: DateFormat           sent format, jQuery UI tokens; default 'yy-mm-dd' (YYYY-MM-DD)
 *   displayFormat?: DateFormat    shown/typed format; default 'dd/mm/yy' (24/11/2026)
 *   id?, name?                    input id (for the page's <label for>); name → a hidden input posting the value
 *   label?                        aria-label of the input (when no <label for>) and the button's field name
 *   describedBy?, invalid?        aria-describedby / aria-invalid on the input
 *   required?, disabled?, placeholder?, inputClassName?, inputRef?
 *   min?, max?: CalendarDate      days outside are shown but cannot be picked (e.g. max = today's server date)
 *   years?: YearRange | (today) => YearRange   year list (default today ±10, stretched to min/max)
 *   weekStartsOn? (0 = Sunday, default), today?: () => CalendarDate (default the shop's day, +07:00)
 *   t?: CalendarTranslate         createTranslator(calendarMessages, locale); Thai by default
 *   Typing accepts 24/11/2026, 24-11-2026, 24.11.2026, 1/2/2026, Thai digits, and a พ.ศ. year (24/11/2569).
 *
 * <TimeField> — editable combobox with a list of times (top layer), 24-hour.
 *   value: string                 value in `format` ('' = empty), e.g. '14:30'
 *   onChange(value, {time, text, valid})   as DateField
 *   format?: TimeFormat           sent format: 'HH:mm' (default), 'HH:mm:ss', 'HH.mm'
 *   stepMinutes?                  list step, default 30
 *   id?, name?, label?, describedBy?, invalid?, required?, disabled?, placeholder?, inputClassName?, inputRef?, t?
 *   Typing accepts 14:30, 14.30, 14 30, 1430, 930, 9, '14.30 น.', Thai digits; normalised to HH:MM on blur.
 *   Keys: Down/Up open the list, then move; Page Up/Down by 4; Enter picks; Escape closes.
 *
 * <DatePickerButton> — only the button + picker, for an input the widget does not render (the lead
 *   form's): fieldName?, readSelected(): CalendarDate | null, onPick(date), years?, min?, max?,
 *   weekStartsOn?, today?, disabled?, t?. Render it inside a `.talat-date-field` span after the input.
 *
 * <TimeListButton> — TimeField's list on an input the widget does not render (the payment form's):
 *   input, fieldName?, stepMinutes?, t?. Makes the input the combobox (same keys), writes a pick as
 *   HH:MM with an `input` event, normalises on blur. Render it inside a `.talat-timefield` span after the input.
 *
 * Pure helpers: parseDate(text, format, {lenient?}), formatDate(date, format), parseTime(text),
 * formatTime(time, format), timeOptions(step), date arithmetic (addDays, addMonths, monthGrid …),
 * CALENDAR_CSS (the components inject it themselves, once per document).
 * The server's current_date (dd-mm-yyyy) is parseDate(text, 'dd-mm-yy') (or core's parseServerDate).
 */
export type { CalendarDate, YearRange } from './date';
export { buddhistYear, daysInMonth, isRealDate, utcDate, yearsIn } from './date';
export {
  addDays,
  addMonths,
  addYears,
  clampToLimits,
  clampToYears,
  compareDates,
  endOfWeek,
  isWithin,
  monthGrid,
  sameDate,
  startOfWeek,
  weekdayOf,
  type DateLimits,
  type GridDay,
} from './date-math';
export { dateAfterKey } from './keys';
export { formatDate, parseDate, ISO_DATE_FORMAT, SHOP_DATE_FORMAT, type DateFormat, type ParseDateOptions } from './date-format';
export { DEFAULT_TIME_FORMAT, formatTime, nearestOptionIndex, parseTime, timeOptions, type ClockTime, type TimeFormat } from './time';
export { calendarMessages, defaultCalendarTranslate, monthName, weekdayName, weekdayShortName, type CalendarMessageKey, type CalendarTranslate } from './messages';
export { shopToday, defaultYears } from './today';
export { CALENDAR_CSS } from './styles';
export { DatePicker, type DatePickerProps } from './DatePicker';
export { DatePickerButton, type DatePickerButtonProps } from './DatePickerButton';
export { DateField, type DateFieldChange, type DateFieldProps } from './DateField';
export { TimeField, type TimeFieldChange, type TimeFieldProps } from './TimeField';
export { TimeListButton, type TimeListButtonProps } from './TimeListButton';
