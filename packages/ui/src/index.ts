// In core since issue 12: a first load (no framework) puts its CSS on the page too.
export { injectStyles, withBaseStyles, BASE_CSS } from '@talat/core';
export { Spinner } from './Spinner';
export { LiveRegion } from './LiveRegion';
export { Listbox, ListboxGroup, ListboxOption, type ListboxGroupProps, type ListboxOptionProps, type ListboxProps } from './Listbox';
export { createAnchoredPopup, placePopup, scrollOptionIntoView, type AnchoredPopup, type AnchoredPopupOptions, type Placement } from './anchored-popup';
export { isOnBackdrop, setInTopLayer, useTopLayer } from './top-layer';
export { openModal, type ModalDismissReason, type ModalOptions } from './modal';
export { useStore } from './use-store';
export { useModal, type UseModalOptions } from './use-modal';
export { Drawer, DRAWER_CSS, type DrawerProps } from './Drawer';
export { ServerMarkup, type ServerMarkupProps } from './ServerMarkup';
export { Popup, type PopupBaseProps, type PopupDismissReason, type PopupName, type PopupProps } from './Popup';
export { FeedbackPopup, type FeedbackPopupProps } from './FeedbackPopup';
export { Lightbox, type LightboxImage, type LightboxMessages, type LightboxProps, type LightboxStatus } from './Lightbox';
export type { PopupFeedback } from './PopupFeedbackRegion';
export { POPUP_CSS } from './popup-css';
export { popupMessages, type PopupMessageKey, type PopupTranslate } from './popup-messages';
export {
  LIGHTBOX_DEFAULT_SIZE,
  LIGHTBOX_SLIDESHOW_MS,
  POPUP_CLOSE_MS,
  POPUP_DEFAULT_WIDTH,
  POPUP_HORIZONTAL_PADDING,
  POPUP_OVERLAY_OPACITY,
} from './popup-constants';
