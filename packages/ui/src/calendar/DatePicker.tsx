import { useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { CONSTANTS } from '@talat/core';
import { injectStyles, withBaseStyles } from '@talat/core';
import { useModal } from '../use-modal';
import { useTopLayer } from '../top-layer';
import { buddhistYear, daysInMonth, yearsIn, type CalendarDate, type YearRange } from './date';
import { addMonths, clampToLimits, isWithin, sameDate, type DateLimits } from './date-math';
import { dateAfterKey } from './keys';
import { defaultCalendarTranslate, monthName, type CalendarTranslate } from './messages';
import { ChevronIcon } from './icons';
import { MonthGrid } from './MonthGrid';
import { CALENDAR_CSS } from './styles';

export interface DatePickerProps {
  /** The date the input holds, if it parses. */
  selected: CalendarDate | null;
  today: CalendarDate;
  /** The years the month and year lists offer (the lead form's date_/dob_ ranges, §5 Lead forms). */
  years: YearRange;
  /** Days before `min` or after `max` are shown but cannot be chosen. */
  min?: CalendarDate | null | undefined;
  max?: CalendarDate | null | undefined;
  /** 0 = Sunday (§9 Locale, the default). */
  weekStartsOn?: number | undefined;
  /** The calendar catalogue's translator; Thai when not given. */
  t?: CalendarTranslate | undefined;
  /** Where focus goes when the dialog closes: the button that opened it. */
  returnFocus: HTMLElement | null;
  onPick(date: CalendarDate): void;
  onClose(): void;
}

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/**
 * The date picker dialog (WAI-ARIA APG "Date Picker Dialog"), replacing jQuery UI's datepicker:
 * modal, month and year lists, a day grid driven by the keyboard. Focus starts on the selected
 * day, or today, and goes back to the opening button on close.
 *
 * It stays inside the host's form in the DOM (no portals in the script-tag build; the page's own
 * label and form ties keep working) but is shown in the browser's top layer (`popover="manual"`,
 * where the Popover API exists), so a theme's `transform`, `overflow` or `z-index` on the form's
 * ancestors cannot clip, move or cover it (issue 11). Without the API it is fixed and centred at a
 * high z-index, as before.
 */
export function DatePicker({
  selected,
  today,
  years,
  min,
  max,
  weekStartsOn = CONSTANTS.locale.weekStartsOn,
  t = defaultCalendarTranslate(),
  returnFocus,
  onPick,
  onClose,
}: DatePickerProps) {
  const limits: DateLimits = { min, max };
  const [focused, setFocused] = useState(() => clampToLimits(selected ?? today, years, limits));
  const [dialog, setDialog] = useState<HTMLDivElement | null>(null);
  // Set by a key in the grid: DOM focus must follow the focused day there, and only there.
  const focusDay = useRef(false);
  const headingId = useId();
  const helpId = useId();
  const initialFocus = dialog?.querySelector<HTMLElement>('td[tabindex="0"]') ?? null;
  // Its rules come with it (once per document), whichever widget opens it.
  useLayoutEffect(() => {
    if (dialog) injectStyles('calendar', CALENDAR_CSS, dialog.ownerDocument);
  }, [dialog]);
  // In the top layer in a layout effect, before useModal's effect moves focus in.
  useTopLayer(dialog, true);
  useModal(dialog, true, onClose, { initialFocus, returnFocus });

  useLayoutEffect(() => {
    if (!focusDay.current) return;
    focusDay.current = false;
    dialog?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  });

  const show = (date: CalendarDate) => setFocused(clampToLimits(date, years, limits));
  const focusTabStop = () => dialog?.querySelector<HTMLElement>('td[tabindex="0"]')?.focus();
  // A day outside min/max is shown for orientation only; a click on it leaves focus on the tab stop.
  const pick = (date: CalendarDate) => {
    if (isWithin(date, limits)) onPick(date);
    else focusTabStop();
  };
  const showMonth = (year: number, month: number) => show({ year, month, day: Math.min(focused.day, daysInMonth(year, month)) });

  const onGridKey = (event: KeyboardEvent<HTMLTableElement>) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      pick(focused);
      return;
    }
    const next = dateAfterKey(focused, event.key, event.shiftKey, weekStartsOn);
    if (!next) return;
    event.preventDefault();
    const kept = clampToLimits(next, years, limits);
    // Held at a limit: no new state to render, but DOM focus must still be on the tab stop.
    if (sameDate(kept, focused)) {
      focusTabStop();
      return;
    }
    focusDay.current = true;
    setFocused(kept);
  };

  return (
    <div ref={setDialog} className="talat-datepicker" role="dialog" aria-modal="true" aria-labelledby={headingId} aria-describedby={helpId}>
      <div className="talat-datepicker__header">
        <button type="button" className="talat-datepicker__nav" aria-label={t('previousMonth')} onClick={() => show(addMonths(focused, -1))}>
          <ChevronIcon direction="previous" />
        </button>
        {/* Not a heading: the picker sits inside the host's form, where themes and the plugin's own
            stylesheet hide headings (`.sidebar .leadform-show-form h2{display:none}`). */}
        <div id={headingId} className="talat-datepicker__heading" aria-live="polite">
          {t('monthHeading', { month: monthName(t, focused.month), year: focused.year, buddhistYear: buddhistYear(focused.year) })}
        </div>
        <button type="button" className="talat-datepicker__nav" aria-label={t('nextMonth')} onClick={() => show(addMonths(focused, 1))}>
          <ChevronIcon direction="next" />
        </button>
      </div>
      <div className="talat-datepicker__lists">
        <label>
          <span>{t('month')}</span>
          <select value={String(focused.month)} onChange={(event) => showMonth(focused.year, Number(event.currentTarget.value))}>
            {MONTHS.map((month) => (
              <option key={month} value={String(month)}>
                {monthName(t, month)}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>{t('year')}</span>
          <select value={String(focused.year)} onChange={(event) => showMonth(Number(event.currentTarget.value), focused.month)}>
            {yearsIn(years).map((year) => (
              <option key={year} value={String(year)}>
                {t('yearOption', { year, buddhistYear: buddhistYear(year) })}
              </option>
            ))}
          </select>
        </label>
      </div>
      <MonthGrid
        focused={focused}
        selected={selected}
        today={today}
        limits={limits}
        weekStartsOn={weekStartsOn}
        t={t}
        labelledBy={headingId}
        onPick={pick}
        onKeyDown={onGridKey}
      />
      <p id={helpId} ref={withBaseStyles} className="talat-visually-hidden">
        {t('keyboardHelp')}
      </p>
      <button type="button" className="talat-datepicker__close" onClick={onClose}>
        {t('close')}
      </button>
    </div>
  );
}
