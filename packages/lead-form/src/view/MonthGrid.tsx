import type { KeyboardEvent } from 'react';
import { CONSTANTS } from '@talat/core';
import { monthGrid, sameDate, weekdayOf, type GridDay } from '../controller/calendar';
import type { CalendarDate } from '../controller/date-range';
import { monthName, weekdayName, weekdayShortName, type LeadFormTranslate } from '../messages';

export interface MonthGridProps {
  /** The day that holds the grid's one tab stop; its month is the month shown. */
  focused: CalendarDate;
  selected: CalendarDate | null;
  today: CalendarDate;
  t: LeadFormTranslate;
  labelledBy: string;
  onPick(date: CalendarDate): void;
  onKeyDown(event: KeyboardEvent<HTMLTableElement>): void;
}

/** §9 Locale: weeks start on Sunday, as jQuery UI's datepicker did. */
const WEEK_STARTS_ON = CONSTANTS.locale.weekStartsOn;
const WEEKDAYS = Array.from({ length: 7 }, (_, index) => (WEEK_STARTS_ON + index) % 7);

const dayKey = (day: CalendarDate) => `${day.year}-${day.month}-${day.day}`;

function dayClass(day: GridDay, today: CalendarDate): string {
  let name = 'talat-datepicker__day';
  if (!day.inMonth) name += ' talat-datepicker__day--other';
  if (sameDate(day, today)) name += ' talat-datepicker__day--today';
  return name;
}

/**
 * The days of a month as an APG grid: one tab stop (roving tabindex), the selected day marked
 * aria-selected, today aria-current. Days of the months around are shown and can be picked.
 */
export function MonthGrid({ focused, selected, today, t, labelledBy, onPick, onKeyDown }: MonthGridProps) {
  const weeks = monthGrid(focused.year, focused.month, WEEK_STARTS_ON);
  return (
    <table className="talat-datepicker__grid" role="grid" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {WEEKDAYS.map((weekday) => (
            <th key={weekday} scope="col" abbr={weekdayName(t, weekday)}>
              {weekdayShortName(t, weekday)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={dayKey(week[0]!)}>
            {week.map((day) => (
              <td
                key={dayKey(day)}
                className={dayClass(day, today)}
                tabIndex={sameDate(day, focused) ? 0 : -1}
                aria-selected={sameDate(day, selected) ? true : undefined}
                aria-current={sameDate(day, today) ? 'date' : undefined}
                aria-label={t('dayLabel', { weekday: weekdayName(t, weekdayOf(day)), day: day.day, month: monthName(t, day.month), year: day.year })}
                data-date={dayKey(day)}
                onClick={() => onPick(day)}
              >
                {day.day}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
