import { useEffect, useRef, type ReactNode, type MouseEvent } from 'react';

/**
 * WAI-ARIA 1.2 listbox popup for a combobox. Focus stays in the combobox input; the active option
 * is pointed at with aria-activedescendant, so the popup only has to keep it scrolled into view.
 */
export interface ListboxProps {
  id: string;
  label: string;
  open: boolean;
  activeId?: string | undefined;
  maxHeightPx: number;
  className?: string;
  children: ReactNode;
}

export function Listbox({ id, label, open, activeId, maxHeightPx, className, children }: ListboxProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open || !activeId) return;
    ref.current?.ownerDocument.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
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
