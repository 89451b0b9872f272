import type { PageContext } from '../layout';

// The theme's own site-wide markup that the page extras enhance (issue 16): the preloader, the
// scroll-to-top button, the custom cursor and a described WooCommerce field. The sticky header is
// the layout's <header class="site-header">. docs/research/theme-behaviours.md has where each
// shape comes from.

/**
 * Printed first in <body>. Every page prints a slim loading bar at the top (it covers nothing, so
 * no test of another widget waits for it); `?preloader=cover` prints the full-window cover many
 * themes use, which the page extras take away at the shopper's first press or key. Without
 * JavaScript the theme's CSS hides both (`.woocommerce-no-js`), and a CSS fallback takes them away
 * after 8 s should the script never arrive.
 */
export function preloaderMarkup(context: PageContext): string {
  const cover = context.options.preloaderCover === true;
  return `<div id="preloader" class="preloader${cover ? ' preloader--cover' : ''}"><span class="preloader__spinner" aria-hidden="true"></span></div>`;
}

/**
 * Printed at the end of <body>, before the scripts: the theme's icon-only "back to top" link
 * (`href="#top"` goes to the top without JavaScript; the page extras name it in Thai and make it a
 * button), and the custom cursor element, whose presence opts the page in.
 */
export function scrollToTopMarkup(_context: PageContext): string {
  return '<a href="#top" id="back-to-top" class="scroll-to-top"><span class="scroll-to-top__icon" aria-hidden="true">↑</span></a>';
}

/** The theme's custom cursor: an empty element the page extras move with a fine pointer. */
export function customCursorMarkup(_context: PageContext): string {
  return '<div class="custom-cursor" aria-hidden="true"></div>';
}

/**
 * A field as woocommerce_form_field() prints one with a description (the input wrapper, the
 * description span aria-hidden, the input described by it): its description slides open on focus.
 */
export function describedFieldMarkup(): string {
  return `<p class="form-row form-row-wide" id="account_display_name_field"><label for="account_display_name">ชื่อที่แสดง&nbsp;<abbr class="required" title="จำเป็น">*</abbr></label><span class="woocommerce-input-wrapper"><input type="text" class="input-text" name="account_display_name" id="account_display_name" autocomplete="nickname" value="คุณสมหญิง" aria-describedby="account_display_name-description"><span class="description" id="account_display_name-description" aria-hidden="true">ชื่อนี้จะแสดงในหน้าบัญชีและในรีวิวสินค้าของคุณ</span></span></p>`;
}
