export { injectStyles, BASE_CSS } from './inject-styles';
export { Spinner } from './Spinner';
export { LiveRegion } from './LiveRegion';
export { Listbox, ListboxGroup, ListboxOption, type ListboxGroupProps, type ListboxOptionProps, type ListboxProps } from './Listbox';
export { useAtom } from './use-atom';
export { openModal, type ModalDismissReason, type ModalOptions } from './modal';
export { useModal, type UseModalOptions } from './use-modal';
export { Drawer, DRAWER_CSS, type DrawerProps } from './Drawer';
export { ServerMarkup, type ServerMarkupProps } from './ServerMarkup';
