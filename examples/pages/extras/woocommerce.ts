import { comingSoonBannerHtml, isComingSoonBannerDismissed, restNonceFor, storeNoticeHtml, userIdOf } from '@talat/mocks';
import { esc } from '../html';
import type { PageContext } from '../layout';

// What WooCommerce itself prints that the page extras enhance (issue 16): the store notice
// (wp_footer), the coming-soon footer banner and the product-categories dropdown widget.

/** WooCommerce's store notice, as woocommerce_demo_store() prints it in wp_footer, on every page. */
export function storeNoticeMarkup(_context: PageContext): string {
  return storeNoticeHtml();
}

/**
 * WooCommerce's 'coming soon' footer banner, printed in the footer for the logged-in demo customer
 * until they dismiss it (the setting is kept per visitor, `@talat/mocks` user/banner-state.ts),
 * with the REST URL of their user and their current `wp_rest` nonce on its dismiss link.
 */
export function comingSoonBannerMarkup({ shop, sessionId }: PageContext): string {
  const userId = userIdOf(sessionId);
  if (userId === 0 || isComingSoonBannerDismissed(shop, sessionId)) return '';
  return comingSoonBannerHtml({ restUrl: `${shop.settings.homeUrl}/wp-json/wp/v2/users/${userId}`, restNonce: restNonceFor(shop, sessionId) });
}

/**
 * The sidebar's "Product Categories" widget in dropdown mode, as WooCommerce prints it:
 * wc_product_dropdown_categories() → wp_dropdown_categories() with name/id `product_cat`, class
 * `dropdown_product_cat`, slugs as values, "Select a category" as the empty choice, children
 * indented with `level-N` classes and non-breaking spaces. No label: the widget title is all it
 * has (the page extras name the select by it). WooCommerce's inline jQuery script is not printed:
 * the demo has no jQuery by default, and the page extras stop it first when it is there.
 */
export function categoryDropdownMarkup({ shop }: PageContext): string {
  const categories = shop.catalogue.productCategories;
  const options: string[] = [];
  const walk = (parent: number | null, depth: number) => {
    for (const category of categories.filter((c) => c.parent === parent)) {
      const indent = '&nbsp;'.repeat(depth * 3);
      options.push(`<option class="level-${depth}" value="${esc(category.slug)}">${indent}${esc(category.name)}</option>`);
      walk(category.id, depth + 1);
    }
  };
  walk(null, 0);
  return `<div class="widget woocommerce widget_product_categories"><h2 class="widgettitle">หมวดหมู่สินค้า</h2><select name='product_cat' id='product_cat' class='dropdown_product_cat'>
	<option value='' selected='selected'>เลือกหมวดหมู่</option>
	${options.join('\n\t')}
</select>
</div>`;
}
