import { formatPriceHtml, sizeTermOf, type FakeShop, type Product, type VariableProduct } from '@talat/mocks';
import { esc } from './html';

/** The size as a term name ('15 ml'): what the variations' names do not share, or the whole name. */
function sizeNameOf(variation: Product, variations: readonly Product[]): string {
  const names = variations.map((other) => other.name);
  let shared = 0;
  while (names.every((name) => name[shared] !== undefined && name[shared] === names[0]![shared])) shared += 1;
  return variation.name.slice(shared).trim() || variation.name;
}

/**
 * WooCommerce's `single-product/add-to-cart/variable.php`: the form carries every variation as
 * JSON in `data-product_variations`, one select per attribute, the reset link, and the hidden
 * `add-to-cart`, `product_id` and `variation_id` inputs that WooCommerce's variation script fills.
 * (WooCommerce also sets enctype multipart; the demo server reads url-encoded product forms only.)
 * Without JavaScript the shopper picks a size and the POST adds that variation. `afterButton` is
 * what plugins print on woocommerce_after_add_to_cart_button (the compare checkbox).
 */
export function variationsFormMarkup(shop: FakeShop, variable: VariableProduct, afterButton = ''): string {
  const { parent, variations } = variable;
  const data = variations.map((variation) => ({
    variation_id: variation.id,
    attributes: { attribute_pa_size: sizeTermOf(variation) },
    price_html: `<span class="price">${formatPriceHtml(variation, shop.settings.price)}</span>`,
    display_price: variation.price,
    display_regular_price: variation.regularPrice,
    sku: variation.sku,
    is_in_stock: true,
    is_purchasable: true,
    variation_is_active: true,
    variation_is_visible: true,
    min_qty: 1,
    max_qty: '',
  }));
  const options = variations.map((variation) => `<option value="${esc(sizeTermOf(variation))}">${esc(sizeNameOf(variation, variations))}</option>`).join('');
  return `<form class="variations_form cart" action="/product/${esc(parent.slug)}/" method="post" data-product_id="${parent.id}" data-product_variations="${esc(JSON.stringify(data))}">
      <table class="variations" cellspacing="0" role="presentation"><tbody><tr>
        <th class="label"><label for="pa_size">ขนาด</label></th>
        <td class="value"><select id="pa_size" name="attribute_pa_size" data-attribute_name="attribute_pa_size" data-show_option_none="yes"><option value="">เลือกตัวเลือก</option>${options}</select>
        <a class="reset_variations" href="#" hidden>ล้าง</a></td>
      </tr></tbody></table>
      <div class="single_variation_wrap">
        <div class="woocommerce-variation single_variation" aria-live="polite"></div>
        <div class="woocommerce-variation-add-to-cart variations_button">
          <div class="quantity"><label for="quantity">จำนวน</label>
          <input type="number" id="quantity" class="input-text qty text" name="quantity" value="1" min="1" step="1" inputmode="numeric"></div>
          <button type="submit" class="single_add_to_cart_button button alt">เพิ่มลงตะกร้า</button>
          ${afterButton}
          <input type="hidden" name="add-to-cart" value="${parent.id}">
          <input type="hidden" name="product_id" value="${parent.id}">
          <input type="hidden" name="variation_id" class="variation_id" value="">
        </div>
      </div>
    </form>
    <script src="/assets/variations.js" defer></script>`;
}
