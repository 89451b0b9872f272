import { useState, type ReactNode } from 'react';
import { useTopLayer } from './top-layer';
import type { ModalDismissReason } from './modal';
import { useModal, type UseModalOptions } from './use-modal';

export type DrawerProps = {
  open: boolean;
  onDismiss: (reason: ModalDismissReason) => void;
  side?: 'right' | 'left';
  /** Added to the panel's class. */
  className?: string;
  /** Where focus goes on open/close; see openModal. */
  initialFocus?: UseModalOptions['initialFocus'];
  returnFocus?: UseModalOptions['returnFocus'];
  children: ReactNode;
  // Named by a heading inside (its id) or, when there is none, by a label.
} & ({ labelledBy: string; label?: undefined } | { label: string; labelledBy?: undefined });

/**
 * A modal panel sliding in from the side, for widgets that draw their own popup. It stays in the
 * DOM while closed (`hidden`, so neither seen nor reachable), which keeps its children's state and
 * lets the panel slide out. The wrapper is the backdrop: a press on it is outside the panel.
 * Open, the wrapper is in the top layer (`popover="manual"`, where the Popover API exists), so no
 * theme's `transform`, `overflow` or `z-index` around the mount point can clip or cover it
 * (issue 11); without the API it is fixed at a high z-index as before.
 */
export function Drawer({ open, onDismiss, side = 'right', className, initialFocus, returnFocus, labelledBy, label, children }: DrawerProps) {
  const [panel, setPanel] = useState<HTMLDivElement | null>(null);
  const [backdrop, setBackdrop] = useState<HTMLDivElement | null>(null);
  useTopLayer(backdrop, open);
  useModal(panel, open, onDismiss, { initialFocus, returnFocus });
  return (
    <div ref={setBackdrop} className={`talat-drawer talat-drawer-${side}`} hidden={!open}>
      <div
        ref={setPanel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={label}
        tabIndex={-1}
        className={className ? `talat-drawer-panel ${className}` : 'talat-drawer-panel'}
      >
        {children}
      </div>
    </div>
  );
}

/**
 * Inject with injectStyles('drawer', DRAWER_CSS). Slides in with @starting-style and out with
 * `display … allow-discrete`; browsers without them show and hide it at once, as does
 * prefers-reduced-motion.
 */
export const DRAWER_CSS = `
.talat-drawer{position:fixed;inset:0;z-index:999999;width:auto;height:auto;max-width:none;max-height:none;margin:0;padding:0;border:0;overflow:visible;color:inherit;background:rgba(0,0,0,.45);transition:background-color .25s,display .25s allow-discrete,overlay .25s allow-discrete}
.talat-drawer-panel{position:absolute;top:0;bottom:0;right:0;box-sizing:border-box;width:min(26rem,100%);overflow:auto;overscroll-behavior:contain;background:#fff;color:#222;box-shadow:0 0 1.5rem rgba(0,0,0,.25);outline:0;transition:transform .25s}
.talat-drawer-left .talat-drawer-panel{right:auto;left:0}
.talat-drawer[hidden]{background-color:transparent}
.talat-drawer[hidden] .talat-drawer-panel{transform:translateX(100%)}
.talat-drawer-left[hidden] .talat-drawer-panel{transform:translateX(-100%)}
@starting-style{.talat-drawer{background-color:transparent}.talat-drawer-panel{transform:translateX(100%)}.talat-drawer-left .talat-drawer-panel{transform:translateX(-100%)}}
@media (prefers-reduced-motion:reduce){.talat-drawer,.talat-drawer-panel{transition:none}}
`;
