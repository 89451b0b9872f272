import { useEffect, useLayoutEffect, useRef, type ReactNode, type MouseEvent } from 'react';
import { createAnchoredPopup, scrollOptionIntoView, type AnchoredPopup } from './anchored-popup';

/**
 * WAI-ARIA 1.2 listbox popup for a combobox. Focus stays in the combobox input; the active option
 * is pointed at with aria-activedescendant, so the popup only has to keep it scrolled into view.
 * With an `anchor` it floats in the top layer below (or above) that element, out of reach of the
 * theme's clipping and stacking (anchored-popup.ts).
 */
export interface ListboxProps {
  id: string;
  label: string;
  open: boolean;
  activeId?: string | undefined;
  maxHeightPx: number;
  /** The element the popup is placed against (the box holding the input and its button). */
  anchor?: HTMLElement | null | undefined;
  className?: string;
  children: ReactNode;
}

export function Listbox({ id, label, open, activeId, maxHeightPx, anchor, className, children }: ListboxProps) {
  const ref = useRef<HTMLDivElement>(null);
  const popup = useRef<AnchoredPopup | undefined>(undefined);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || !anchor) return undefined;
    popup.current = createAnchoredPopup(element, anchor, { maxHeightPx, minWidthPx: 280 });
    return () => {
      popup.current?.dispose();
      popup.current = undefined;
    };
  }, [anchor, maxHeightPx]);
  // After every render: shown or hidden with `open`, and placed again for the new content.
  useLayoutEffect(() => {
    if (open) popup.current?.show();
    else popup.current?.hide();
  });
  useEffect(() => {
    const element = ref.current;
    if (!open || !activeId || !element) return;
    const option = element.ownerDocument.getElementById(activeId);
    if (option && element.contains(option)) scrollOptionIntoView(element, option);
  }, [open, activeId]);
  return (
    <div
      ref={ref}
      id={id}
      role="listbox"
      aria-label={label}
      hidden={!open}
      className={className}
      // A number is in px, under React and Preact alike.
      style={{ maxHeight: maxHeightPx, overflowY: 'auto' }}
      // Keep focus in the combobox input: a mousedown on a row or on the scrollbar would blur it.
      onMouseDown={(event) => event.preventDefault()}
    >
      {children}
    </div>
  );
}

export interface ListboxGroupProps {
  labelId: string;
  label: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A titled section of options (a heading row of the suggestion list). */
export function ListboxGroup({ labelId, label, className, children }: ListboxGroupProps) {
  return (
    <div role="group" aria-labelledby={labelId} className={className}>
      <div role="presentation" id={labelId} className="talat-listbox-group-label">
        {label}
      </div>
      {children}
    </div>
  );
}

export interface ListboxOptionProps {
  id: string;
  selected: boolean;
  disabled?: boolean;
  /** Options that lead somewhere are real links, so middle-click and "open in new tab" work. */
  href?: string;
  className?: string;
  onActivate?: (event: MouseEvent<HTMLElement>) => void;
  children: ReactNode;
}

export function ListboxOption({ id, selected, disabled, href, className, onActivate, children }: ListboxOptionProps) {
  const common = {
    id,
    role: 'option' as const,
    'aria-selected': selected,
    'aria-disabled': disabled || undefined,
    className,
    onClick: onActivate,
  };
  if (href !== undefined && !disabled) {
    return (
      <a {...common} href={href} tabIndex={-1}>
        {children}
      </a>
    );
  }
  return <div {...common}>{children}</div>;
}
