import { createRoot } from 'react-dom/client';
import type { DateFieldKind } from '../controller/date-range';
import { DateField, type DateFieldProps } from './DateField';
import { MessageArea, type MessageAreaProps } from './MessageArea';

/** The views' roots, so mount.ts stays free of JSX. Each returns how to take its view away. */

export function renderMessageArea(area: HTMLElement, props: MessageAreaProps): () => void {
  const root = createRoot(area);
  root.render(<MessageArea {...props} />);
  return () => root.unmount();
}

/** Puts the picker button right after the input, in a wrapper the dialog is positioned from. */
export function renderDateField(input: HTMLInputElement, kind: DateFieldKind, props: Omit<DateFieldProps, 'input' | 'kind'>): () => void {
  const container = input.ownerDocument.createElement('span');
  container.className = 'talat-date-field';
  input.after(container);
  const root = createRoot(container);
  root.render(<DateField input={input} kind={kind} {...props} />);
  return () => {
    root.unmount();
    container.remove();
  };
}
