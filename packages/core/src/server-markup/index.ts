export { loadMarkupDoor, markupDoorNow, type MarkupDoor, type MarkupOptions } from './door';
export { htmlToText } from './html-to-text';
export { assignLocation, navigableUrl } from './safe-url';
