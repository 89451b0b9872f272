import type { KeyboardEvent } from 'react';
import type { CalendarDate } from './date';
import { isWithin, monthGrid, sameDate, weekdayOf, type DateLimits, type GridDay } from './date-math';
import { monthName, weekdayName, weekdayShortName, type CalendarTranslate } from './messages';

export interface MonthGridProps {
  /** The day that holds the grid's one tab stop; its month is the month shown. */
  focused: CalendarDate;
  selected: CalendarDate | null;
  today: CalendarDate;
  limits: DateLimits;
  /** 0 = Sunday (§9 Locale: weeks start on Sunday, as jQuery UI's datepicker did). */
  weekStartsOn: number;
  t: CalendarTranslate;
  labelledBy: string;
  onPick(date: CalendarDate): void;
  onKeyDown(event: KeyboardEvent<HTMLTableElement>): void;
}


const dayKey = (day: CalendarDate) => `${day.year}-${day.month}-${day.day}`;

function dayClass(day: GridDay, today: CalendarDate, enabled: boolean): string {
  let name = 'talat-datepicker__day';
  if (!day.inMonth) name += ' talat-datepicker__day--other';
  if (!enabled) name += ' talat-datepicker__day--disabled';
  if (sameDate(day, today)) name += ' talat-datepicker__day--today';
  return name;
}

/**
 * The days of a month as an APG grid: one tab stop (roving tabindex), the selected day marked
 * aria-selected, today aria-current. Days of the months around are shown and can be picked; days
 * outside the limits are aria-disabled (still reachable, as APG grids keep disabled cells focusable).
 */
export function MonthGrid({ focused, selected, today, limits, weekStartsOn, t, labelledBy, onPick, onKeyDown }: MonthGridProps) {
  const weeks = monthGrid(focused.year, focused.month, weekStartsOn);
  const weekdays = Array.from({ length: 7 }, (_, index) => (weekStartsOn + index) % 7);
  return (
    <table className="talat-datepicker__grid" role="grid" aria-labelledby={labelledBy} onKeyDown={onKeyDown}>
      <thead>
        <tr>
          {weekdays.map((weekday) => (
            <th key={weekday} scope="col" abbr={weekdayName(t, weekday)}>
              {weekdayShortName(t, weekday)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={dayKey(week[0]!)}>
            {week.map((day) => {
              const enabled = isWithin(day, limits);
              return (
                <td
                  key={dayKey(day)}
                  className={dayClass(day, today, enabled)}
                  tabIndex={sameDate(day, focused) ? 0 : -1}
                  aria-selected={sameDate(day, selected) ? true : undefined}
                  aria-current={sameDate(day, today) ? 'date' : undefined}
                  aria-disabled={enabled ? undefined : true}
                  aria-label={t('dayLabel', { weekday: weekdayName(t, weekdayOf(day)), day: day.day, month: monthName(t, day.month), year: day.year })}
                  data-date={dayKey(day)}
                  onClick={() => onPick(day)}
                >
                  {day.day}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
