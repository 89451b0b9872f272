export { loadMarkupDoor, markupDoorNow, type MarkupDoor, type MarkupOptions } from './door';
export { htmlToText } from './html-to-text';
export { isServerMarkup } from './provenance';
export { isAllowedMarkupUrl, navigableUrl, pageBase } from './safe-url';
