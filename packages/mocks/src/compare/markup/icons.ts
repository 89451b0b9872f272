// The Lucide icons the plugin prints inline (pre-rename release, admin/front/product.php and
// front.php; docs/research/th-product-compare.md §3). Fixed markup, no data in them.

const SVG_OPEN =
  'xmlns="http://www.w3.org/2000/svg" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';

const LAYERS_PATHS =
  '<path d="M12.83 2.18a2 2 0 0 0-1.66 0L2.6 6.08a1 1 0 0 0 0 1.83l8.58 3.91a2 2 0 0 0 1.66 0l8.58-3.9a1 1 0 0 0 0-1.83z"></path>' +
  '<path d="M2 12a1 1 0 0 0 .58.91l8.6 3.91a2 2 0 0 0 1.65 0l8.58-3.9A1 1 0 0 0 22 12"></path>' +
  '<path d="M2 17a1 1 0 0 0 .58.91l8.6 3.91a2 2 0 0 0 1.65 0l8.58-3.9A1 1 0 0 0 22 17"></path>';

export const COMPARE_ICONS = {
  /** The add-to-cart cell's cart icon. */
  cart:
    `<svg ${SVG_OPEN} class="lucide lucide-shopping-cart" aria-hidden="true"><circle cx="8" cy="21" r="1"></circle><circle cx="19" cy="21" r="1"></circle>` +
    '<path d="M2.05 2.05h2l2.66 12.42a2 2 0 0 0 2 1.58h9.78a2 2 0 0 0 1.95-1.57l1.65-7.43H5.12"></path></svg>',
  /** The footer's remove-all link (#thpc-removeall). */
  trash:
    `<svg ${SVG_OPEN} class="lucide lucide-trash2 lucide-trash-2" aria-hidden="true"><path d="M10 11v6"></path><path d="M14 11v6"></path>` +
    '<path d="M19 6v14a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V6"></path><path d="M3 6h18"></path><path d="M8 6V4a2 2 0 0 1 2-2h4a2 2 0 0 1 2 2v2"></path></svg>',
  /** The footer's "Compare" opener. */
  layers: `<svg ${SVG_OPEN} class="lucide lucide-layers text-indigo-600" aria-hidden="true">${LAYERS_PATHS}</svg>`,
  /** The floating icon (22px, inc.php render_floating_icon). */
  floating: `<svg ${SVG_OPEN.replace('width="16" height="16"', 'width="22" height="22"')} aria-hidden="true">${LAYERS_PATHS}</svg>`,
} as const;
