/**
 * @talat/ui/calendar — the shared Thai date and time inputs (issue 15). Import from
 * '@talat/ui/calendar' only (not re-exported by '@talat/ui'); it ships as the lazy 'ui-calendar' chunk.
 * Values are Gregorian; Thai shows in the month/weekday names and the พ.ศ. year beside the year.
 *
 * <DatePickerButton> — only the button + picker, for an input the widget does not render (the lead
 *   form's): fieldName?, readSelected(): CalendarDate | null, onPick(date), years?, min?, max?,
 *   weekStartsOn?, today?, disabled?, t?. Render it inside a `.talat-date-field` span after the input.
 *
 * <TimeListButton> — a list of times (every 30 min, 24-hour) on an input the widget does not render
 *   (the payment form's): input, fieldName?, stepMinutes?, t?. Makes the input an editable combobox
 *   (Down/Up open and move, Page Up/Down by 4, Enter picks, Escape closes), writes a pick as
 *   HH:MM with an `input` event, normalises on blur (14.30, 1430, '14.30 น.', Thai digits). Render it inside a `.talat-timefield` span after the input.
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
export { TimeListButton, type TimeListButtonProps } from './TimeListButton';
