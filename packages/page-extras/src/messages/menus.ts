import { defineMessages } from '@talat/core';

/**
 * The sentences of the menus behaviours (issue 16), Thai first: the side menu, the category
 * dropdown, the language switcher and the toasts.
 */
export const menusMessages = defineMessages({
  th: {
    sideMenuClose: 'ปิดเมนู',
    categoryDropdownHint: 'เลือกหมวดหมู่ด้วยปุ่มลูกศร แล้วกด Enter เพื่อไปยังหมวดหมู่นั้น',
    languageSwitcherLabel: 'เลือกภาษา',
    languageSwitcherRegion: 'ภาษาของหน้า',
    languageSwitcherTrigger: 'ภาษา: {language} ({code})',
    languageFailed: 'แปลหน้าไม่ได้ในขณะนี้ โปรดลองอีกครั้งภายหลัง',
    toastClose: 'ปิดการแจ้งเตือน',
    toastRegion: 'การแจ้งเตือน',
  },
  en: {
    sideMenuClose: 'Close menu',
    categoryDropdownHint: 'Choose a category with the arrow keys, then press Enter to go to it',
    languageSwitcherLabel: 'Choose a language',
    languageSwitcherRegion: 'Page language',
    languageSwitcherTrigger: 'Language: {language} ({code})',
    languageFailed: 'The page cannot be translated right now. Please try again later.',
    toastClose: 'Close the notification',
    toastRegion: 'Notifications',
  },
});
