import { useMemo, useState } from 'react';
import { Listbox, ListboxOption } from '../Listbox';
import type { CalendarTranslate } from './messages';
import { formatTime, nearestOptionIndex, timeOptions, type ClockTime, type TimeFormat } from './time';
import { optionAfterKey } from './time-list';

/** The shown text and the list's rows are 24-hour HH:MM, as Thai shops write times (14:30 น.). */
export const SHOWN_TIME: TimeFormat = 'HH:mm';
/** Tall enough for six 44 px options, so the list is seen as a list on a phone. */
const LIST_MAX_HEIGHT_PX = 6 * 44 + 8;

export interface TimeListKey {
  key: string;
  altKey: boolean;
}

/**
 * The list of times behind a time combobox (WAI-ARIA APG "editable combobox with list"), for
 * TimeListButton (on a page's input): which option is active, the keys,
 * and the listbox in the top layer. Focus stays in the input; the caller wires the input's events.
 */
export function useTimeList(listId: string, stepMinutes: number, onPick: (time: ClockTime) => void) {
  const options = useMemo(() => timeOptions(stepMinutes), [stepMinutes]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const optionId = (index: number) => `${listId}-${index}`;

  /** Opens the list on the option at or before the typed time. */
  const openAt = (typed: ClockTime | null) => {
    setActive(nearestOptionIndex(options, typed));
    setOpen(true);
  };
  const pick = (index: number) => {
    const option = options[index];
    if (option) onPick(option);
    setOpen(false);
  };
  /** While open, typing a time moves the active option to it. */
  const follow = (typed: ClockTime | null) => {
    if (open && typed) setActive(nearestOptionIndex(options, typed));
  };
  /**
   * A key in the input: Escape closes, Enter and Alt+Up pick (not the form's submit), Down/Up open
   * a closed list, then Up/Down/Page Up/Page Down move. True when the list used the key, so the
   * caller prevents its default.
   */
  const onKey = ({ key, altKey }: TimeListKey, typed: ClockTime | null): boolean => {
    if (!open) {
      if (key !== 'ArrowDown' && key !== 'ArrowUp') return false;
      openAt(typed);
      return true;
    }
    if (key === 'Escape') {
      setOpen(false);
      return true;
    }
    if (key === 'Enter' || (key === 'ArrowUp' && altKey)) {
      pick(active);
      return true;
    }
    const next = optionAfterKey(active, options.length, key);
    if (next === null) return false;
    setActive(next);
    return true;
  };
  const toggle = (typed: ClockTime | null) => (open ? setOpen(false) : openAt(typed));

  const render = (anchor: HTMLElement | null, t: CalendarTranslate) => (
    <Listbox id={listId} label={t('times')} open={open} activeId={open ? optionId(active) : undefined} maxHeightPx={LIST_MAX_HEIGHT_PX} anchor={anchor} className="talat-timefield__list">
      {options.map((option, index) => (
        <ListboxOption key={index} id={optionId(index)} selected={index === active} className="talat-timefield__option" onActivate={() => pick(index)}>
          {t('timeOption', { time: formatTime(option, SHOWN_TIME) })}
        </ListboxOption>
      ))}
    </Listbox>
  );

  return {
    open,
    activeId: open ? optionId(active) : undefined,
    close: () => setOpen(false),
    toggle,
    follow,
    onKey,
    render,
  };
}
