import { defineMessages } from '@talat/core';

/** The wishlist's own words for the lightbox, in the lightbox's chunk only (decision 514). Thai first, English the same keys. */
export const lightboxMessages = defineMessages({
  th: {
    lightboxName: 'ภาพสินค้า',
    lightboxPrevious: 'ภาพก่อนหน้า',
    lightboxNext: 'ภาพถัดไป',
    lightboxPlay: 'เล่นสไลด์โชว์',
    lightboxPause: 'หยุดสไลด์โชว์ชั่วคราว',
    lightboxLoading: 'กำลังโหลดภาพ',
    // §8 Lightbox, prettyPhoto's alert, said in the lightbox instead.
    lightboxFailed: 'ไม่สามารถโหลดภาพได้ กรุณาตรวจสอบว่าที่อยู่ของภาพถูกต้องและมีภาพอยู่จริง',
    lightboxPosition: 'ภาพที่ {position} จาก {count}',
  },
  en: {
    lightboxName: 'Product image',
    lightboxPrevious: 'Previous image',
    lightboxNext: 'Next image',
    lightboxPlay: 'Play slideshow',
    lightboxPause: 'Pause slideshow',
    lightboxLoading: 'Loading the image',
    lightboxFailed: 'Image cannot be loaded. Make sure the path is correct and image exist.',
    lightboxPosition: 'Image {position} of {count}',
  },
});

export type LightboxMessageKey = keyof typeof lightboxMessages.th;
