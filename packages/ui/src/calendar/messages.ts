import { createTranslator, defineMessages, type Translate } from '@talat/core';

/**
 * What the shared date and time inputs say, Thai first (moved from the lead form's catalogue with
 * the picker, issue 15). Years show the Buddhist era beside the Gregorian year the value keeps.
 */
export const calendarMessages = defineMessages({
  th: {
    chooseDate: 'เลือกวันที่',
    chooseDateFor: 'เลือกวันที่: {field}',
    previousMonth: 'เดือนก่อนหน้า',
    nextMonth: 'เดือนถัดไป',
    month: 'เดือน',
    year: 'ปี',
    close: 'ปิด',
    monthHeading: '{month} {year} (พ.ศ. {buddhistYear})',
    yearOption: '{year} (พ.ศ. {buddhistYear})',
    dayLabel: '{weekday}ที่ {day} {month} {year}',
    keyboardHelp: 'ใช้ปุ่มลูกศรเพื่อเลื่อนวัน Page Up/Page Down เพื่อเลื่อนเดือน กด Enter เพื่อเลือก',
    chooseTime: 'เลือกเวลา',
    chooseTimeFor: 'เลือกเวลา: {field}',
    times: 'เวลา',
    timeOption: '{time} น.',
    month1: 'มกราคม',
    month2: 'กุมภาพันธ์',
    month3: 'มีนาคม',
    month4: 'เมษายน',
    month5: 'พฤษภาคม',
    month6: 'มิถุนายน',
    month7: 'กรกฎาคม',
    month8: 'สิงหาคม',
    month9: 'กันยายน',
    month10: 'ตุลาคม',
    month11: 'พฤศจิกายน',
    month12: 'ธันวาคม',
    weekday0: 'วันอาทิตย์',
    weekday1: 'วันจันทร์',
    weekday2: 'วันอังคาร',
    weekday3: 'วันพุธ',
    weekday4: 'วันพฤหัสบดี',
    weekday5: 'วันศุกร์',
    weekday6: 'วันเสาร์',
    weekdayShort0: 'อา',
    weekdayShort1: 'จ',
    weekdayShort2: 'อ',
    weekdayShort3: 'พ',
    weekdayShort4: 'พฤ',
    weekdayShort5: 'ศ',
    weekdayShort6: 'ส',
  },
  en: {
    chooseDate: 'Choose date',
    chooseDateFor: 'Choose date: {field}',
    previousMonth: 'Previous month',
    nextMonth: 'Next month',
    month: 'Month',
    year: 'Year',
    close: 'Close',
    monthHeading: '{month} {year}',
    yearOption: '{year}',
    dayLabel: '{weekday}, {month} {day}, {year}',
    keyboardHelp: 'Arrow keys move by day, Page Up/Page Down by month, Enter picks.',
    chooseTime: 'Choose time',
    chooseTimeFor: 'Choose time: {field}',
    times: 'Times',
    timeOption: '{time}',
    month1: 'January',
    month2: 'February',
    month3: 'March',
    month4: 'April',
    month5: 'May',
    month6: 'June',
    month7: 'July',
    month8: 'August',
    month9: 'September',
    month10: 'October',
    month11: 'November',
    month12: 'December',
    weekday0: 'Sunday',
    weekday1: 'Monday',
    weekday2: 'Tuesday',
    weekday3: 'Wednesday',
    weekday4: 'Thursday',
    weekday5: 'Friday',
    weekday6: 'Saturday',
    weekdayShort0: 'Su',
    weekdayShort1: 'Mo',
    weekdayShort2: 'Tu',
    weekdayShort3: 'We',
    weekdayShort4: 'Th',
    weekdayShort5: 'Fr',
    weekdayShort6: 'Sa',
  },
});

export type CalendarMessageKey = keyof typeof calendarMessages.th;
export type CalendarTranslate = Translate<CalendarMessageKey>;

let thai: CalendarTranslate | undefined;
/** The shop's language (§9 Locale) when a widget passes no translator. */
export const defaultCalendarTranslate = (): CalendarTranslate => (thai ??= createTranslator(calendarMessages, 'th'));

type MonthNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12;
type WeekdayNumber = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/** 1 = January. */
export const monthName = (t: CalendarTranslate, month: number) => t(`month${month as MonthNumber}`);
/** 0 = Sunday, as Date.getDay counts. */
export const weekdayName = (t: CalendarTranslate, weekday: number) => t(`weekday${weekday as WeekdayNumber}`);
export const weekdayShortName = (t: CalendarTranslate, weekday: number) => t(`weekdayShort${weekday as WeekdayNumber}`);
