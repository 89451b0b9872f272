// The lightbox's lazy chunk (named after this file): loaded at the first image link or deep link.
export { startLightbox } from './lightbox';
