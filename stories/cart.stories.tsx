import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { cartScenario, PRODUCT, productName, type CartLineSeed } from './cart.fixtures';
import { CartHost, type CartHostProps } from './CartHost';

// ---------------------------------------------------------------------------------------------
// What each story's fake WordPress holds. Every story has its own shop; the host empties the guest
// cart and pre-fills it again on every mount, and arms the faults only while the story is shown.
// ---------------------------------------------------------------------------------------------

/** Three lines: a sale product, packaging sold in lots of 10, and two of a cream. */
const LINES: CartLineSeed[] = [
  { productId: PRODUCT.vitaminCSerum, quantity: 1 },
  { productId: PRODUCT.rollOnBottle, quantity: 20 },
  { productId: PRODUCT.sunscreen, quantity: 2 },
];
const ITEMS_IN_LINES = LINES.reduce((sum, line) => sum + line.quantity, 0);
const LOOP = [PRODUCT.niacinamideSerum, PRODUCT.sunscreen, PRODUCT.lipstick];

const drawerEmpty = cartScenario();
const withLines = cartScenario({ lines: LINES });
const updating = cartScenario({ lines: LINES, faults: [{ endpoint: 'taiowc_update_item_quantity', hang: true }] });
// A short, realistic wait, so the loading state flashes before the notice.
const noticeShown = cartScenario({ lines: LINES, faults: [{ endpoint: 'taiowc_update_item_quantity', delayMs: 400 }] });
const refreshFailed = cartScenario({
  lines: LINES,
  miniCart: true,
  faults: [{ endpoint: 'get_refreshed_fragments', delayMs: 300, status: 500 }],
});
const addLoading = cartScenario({ loop: LOOP, redirectAfterAdd: 'no', faults: [{ endpoint: 'add_to_cart', hang: true }] });
const addAdded = cartScenario({ loop: LOOP, redirectAfterAdd: 'no' });
const updateFailed = cartScenario({
  lines: LINES,
  faults: [{ endpoint: 'taiowc_update_item_quantity', status: 500, wpError: { code: 'internal_server_error', message: 'error' } }],
});
const addFailed = cartScenario({
  loop: LOOP,
  redirectAfterAdd: 'no',
  faults: [{ endpoint: 'add_to_cart', status: 500, wpError: { code: 'internal_server_error', message: 'error' } }],
});
// The shop's own setting ('yes'); the refusal sends the shopper to the product page either way.
const addErrorRedirect = cartScenario({ loop: LOOP, soldOutSincePrinted: [PRODUCT.soldOutSerum] });
const miniCartHidden = cartScenario({ miniCart: true, loop: [PRODUCT.sunscreen], redirectAfterAdd: 'no' });
const miniCartShown = cartScenario({ miniCart: true, lines: LINES, loop: [PRODUCT.sunscreen], redirectAfterAdd: 'no' });

// ---------------------------------------------------------------------------------------------
// Play helpers: they wait for the real widget, then act like a shopper.
// ---------------------------------------------------------------------------------------------

const SLOW = { timeout: 5000 };

/** The cart icon once mountSideCart has enhanced it. */
async function cartIcon(canvasElement: HTMLElement): Promise<HTMLElement> {
  return waitFor(() => {
    const icon = canvasElement.querySelector<HTMLElement>('a.taiowc-content[aria-haspopup="dialog"]');
    if (!icon) throw new Error('the side cart is not mounted yet');
    return icon;
  }, SLOW);
}

function eventLog(canvasElement: HTMLElement): HTMLElement {
  const log = canvasElement.querySelector<HTMLElement>('.story-cart-log');
  if (!log) throw new Error('the event log panel is missing');
  return log;
}

async function eventLogged(canvasElement: HTMLElement, name: string): Promise<void> {
  await waitFor(() => expect(eventLog(canvasElement)).toHaveTextContent(name), SLOW);
}

/** Clicks the cart icon, as a shopper opens the drawer; returns the drawer. */
async function openDrawer(canvasElement: HTMLElement): Promise<HTMLElement> {
  const icon = await cartIcon(canvasElement);
  await userEvent.click(icon);
  const wrap = icon.closest<HTMLElement>('.taiowc-wrap')!;
  await waitFor(() => expect(wrap).toHaveClass('model-cart-active'));
  await waitFor(() => expect(icon).toHaveAttribute('aria-expanded', 'true'));
  const drawer = wrap.querySelector<HTMLElement>('.taiowc-cart-model')!;
  // The drawer slides in with a visibility transition: until its first frame it is still hidden,
  // and role queries skip hidden elements.
  await waitFor(() => expect(drawer).toBeVisible());
  return drawer;
}

async function clickFirstIncrement(drawer: HTMLElement): Promise<HTMLInputElement> {
  const plus = within(drawer).getAllByRole('button', { name: 'เพิ่มจำนวน' })[0]!;
  const input = plus.parentElement!.querySelector<HTMLInputElement>('input.taiowc-quantity')!;
  const before = Number(input.value);
  await userEvent.click(plus);
  await expect(input).toHaveValue(before + 1);
  return input;
}

async function addButtonOf(canvasElement: HTMLElement, name: string): Promise<HTMLElement> {
  return within(canvasElement).findByRole('link', { name: `เพิ่ม “${name}” ลงในตะกร้า` });
}

function miniCartWidget(canvasElement: HTMLElement): HTMLElement {
  const widget = canvasElement.querySelector<HTMLElement>('.widget_shopping_cart');
  if (!widget) throw new Error('the mini-cart widget is not printed yet');
  return widget;
}

// ---------------------------------------------------------------------------------------------

/**
 * Only the navigation callback is an arg. The scenario (a whole fake shop and its msw handlers) is
 * closed over by each story's render: as an arg, Storybook would map and serialise it.
 */
type CartStoryArgs = Pick<CartHostProps, 'onNavigate'>;

const meta = {
  title: 'Widgets/Cart',
  args: {
    onNavigate: action('navigate'),
  },
  argTypes: {
    // Logged in the Actions panel and in the story; nothing to edit.
    onNavigate: { table: { disable: true } },
  },
} satisfies Meta<CartStoryArgs>;

export default meta;
type Story = StoryObj<CartStoryArgs>;

// --- Side cart (taiowc drawer) ----------------------------------------------------------------

/** The guest cart is empty: the drawer says so and offers the way back to the shop. */
export const SideCartEmpty: Story = {
  name: 'ตะกร้าด้านข้าง: ว่าง',
  render: (args) => <CartHost {...args} scenario={drawerEmpty} />,
  parameters: {
    msw: { handlers: drawerEmpty.handlers },
    docs: {
      description: {
        story:
          'ตะกร้ายังไม่มีสินค้า ลิ้นชักตะกร้าเปิดให้อัตโนมัติ: แสดง "ไม่มีสินค้าในตะกร้า" และลิงก์ "กลับไปเลือกซื้อสินค้า" ไม่มียอดรวมและปุ่มชำระเงิน ไอคอนตะกร้าในส่วนหัวไม่มีตัวเลข (ปิดด้วยปุ่ม ✕, Esc หรือคลิกพื้นหลัง แล้วกดไอคอนตะกร้าเพื่อเปิดอีกครั้ง)',
      },
    },
  },
  play: async ({ canvasElement }) => {
    const drawer = await openDrawer(canvasElement);
    await expect(within(drawer).getByText('ไม่มีสินค้าในตะกร้า')).toBeInTheDocument();
    await expect(canvasElement.querySelector('.cart-count-item')).toBeNull();
  },
};

/** Three products in the cart before the page loads; the drawer opens from the cart icon. */
export const SideCartWithLines: Story = {
  name: 'ตะกร้าด้านข้าง: มีสินค้า',
  render: (args) => <CartHost {...args} scenario={withLines} />,
  parameters: {
    msw: { handlers: withLines.handlers },
    docs: {
      description: {
        story: `มีสินค้า 3 รายการในตะกร้า (รวม ${ITEMS_IN_LINES} ชิ้น) ลิ้นชักตะกร้าเปิดให้อัตโนมัติ: รูป ชื่อ ปุ่ม − / + ช่องจำนวน ราคาต่อรายการ ยอดรวม และปุ่ม "ดูตะกร้าสินค้า" / "ชำระเงิน" ขวดลูกกลิ้งขายเป็นล็อตขั้นต่ำ 10 ชิ้น`,
      },
    },
  },
  play: async ({ canvasElement }) => {
    // The page-load refresh comes back first, so the drawer shows what the server holds.
    await eventLogged(canvasElement, 'wc_fragments_refreshed');
    const drawer = await openDrawer(canvasElement);
    await expect(drawer.querySelectorAll('.taiowc-woocommerce-mini-cart-item')).toHaveLength(LINES.length);
    await expect(canvasElement.querySelector('.cart-count-item')).toHaveTextContent(String(ITEMS_IN_LINES));
  },
};

/** A quantity change in flight: the body dims and the spinner shows until the server answers. */
export const SideCartUpdating: Story = {
  name: 'ตะกร้าด้านข้าง: กำลังอัปเดตจำนวน',
  render: (args) => <CartHost {...args} scenario={updating} />,
  parameters: {
    msw: { handlers: updating.handlers },
    docs: {
      description: {
        story:
          'กด + ที่สินค้าแรกให้แล้ว แต่เซิร์ฟเวอร์ยังไม่ตอบ (taiowc_update_item_quantity ค้างไว้): ช่องจำนวนแสดงเลขใหม่ทันที รายการสินค้าจางลง และมีวงหมุนที่มุมบนของลิ้นชัก สถานะนี้ค้างอยู่ประมาณ 30 วินาที จนคำขอหมดเวลา แล้วจะเห็นข้อความ "อัปเดตตะกร้าไม่สำเร็จ…" และจำนวนกลับเป็นค่าที่ร้านบันทึกไว้',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await eventLogged(canvasElement, 'wc_fragments_refreshed');
    const drawer = await openDrawer(canvasElement);
    await clickFirstIncrement(drawer);
    await waitFor(() => expect(drawer).toHaveAttribute('data-talat-busy', 'true'));
    await expect(drawer).toHaveClass('talat-busy');
    await expect(drawer.querySelector('.talat-cart-loading .talat-spinner')).not.toBeNull();
  },
};

/** After a quantity update the plugin's success notice shows for 3000 ms. */
export const SideCartNoticeShown: Story = {
  name: 'ตะกร้าด้านข้าง: แจ้งว่าอัปเดตแล้ว',
  render: (args) => <CartHost {...args} scenario={noticeShown} />,
  parameters: {
    msw: { handlers: noticeShown.handlers },
    docs: {
      description: {
        story:
          'กด + ที่สินค้าแรกให้แล้ว เซิร์ฟเวอร์ตอบกลับ: ข้อความสีเขียว "อัปเดตตะกร้าแล้ว" แสดงใต้หัวลิ้นชัก 3 วินาทีแล้วหายไป ยอดรวมและตัวเลขบนไอคอนเปลี่ยนตาม (กด + หรือ − อีกครั้งเพื่อดูข้อความซ้ำ)',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await eventLogged(canvasElement, 'wc_fragments_refreshed');
    const drawer = await openDrawer(canvasElement);
    await clickFirstIncrement(drawer);
    await waitFor(() => expect(drawer).toHaveClass('talat-notice-shown'), SLOW);
    await expect(drawer.querySelector('.taiowc-notice-success')).toHaveTextContent('อัปเดตตะกร้าแล้ว');
    await expect(canvasElement.querySelector('.cart-count-item')).toHaveTextContent(String(ITEMS_IN_LINES + 1));
  },
};

/** A quantity update fails (500): the Thai error shows in the drawer and the cart refreshes to the server's numbers. */
export const SideCartUpdateFailed: Story = {
  name: 'ตะกร้าด้านข้าง: อัปเดตจำนวนไม่สำเร็จ',
  render: (args) => <CartHost {...args} scenario={updateFailed} />,
  parameters: {
    msw: { handlers: updateFailed.handlers },
    docs: {
      description: {
        story:
          'กด + ที่สินค้าแรกให้แล้ว แต่เซิร์ฟเวอร์ตอบ 500: ลิ้นชักแสดงข้อความ "อัปเดตตะกร้าไม่สำเร็จ ตะกร้าแสดงจำนวนล่าสุดที่ร้านบันทึกไว้" (role="alert") และช่องจำนวนกลับเป็นค่าที่ร้านบันทึกไว้หลังโหลดข้อมูลตะกร้าใหม่ ข้อความอยู่จนกว่าจะเปลี่ยนตะกร้าครั้งถัดไปหรือปิดลิ้นชัก',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await eventLogged(canvasElement, 'wc_fragments_refreshed');
    const drawer = await openDrawer(canvasElement);
    await clickFirstIncrement(drawer);
    await waitFor(() => expect(drawer.querySelector('.talat-cart-error')).toHaveTextContent('อัปเดตตะกร้าไม่สำเร็จ ตะกร้าแสดงจำนวนล่าสุดที่ร้านบันทึกไว้'), SLOW);
    await waitFor(() => expect(drawer.querySelector('input.taiowc-quantity')).toHaveValue(LINES[0]!.quantity), SLOW);
  },
};

/**
 * get_refreshed_fragments answers 500 on page load: nothing visible breaks. The page keeps the
 * server's markup (icon count, totals, mini-cart) and the widget raises wc_fragments_ajax_error.
 */
export const SideCartFragmentRefreshFailed: Story = {
  name: 'ตะกร้าด้านข้าง: โหลดข้อมูลตะกร้าใหม่ไม่สำเร็จ',
  render: (args) => <CartHost {...args} scenario={refreshFailed} />,
  parameters: {
    msw: { handlers: refreshFailed.handlers },
    docs: {
      description: {
        story: `ตอนเปิดหน้า วิดเจ็ตขอข้อมูลตะกร้าล่าสุด (get_refreshed_fragments) แต่เซิร์ฟเวอร์ตอบ 500: ไม่มีข้อความแจ้งผู้ซื้อ หน้าเว็บยังแสดงตะกร้าตามที่เซิร์ฟเวอร์พิมพ์มา (ไอคอนยังแสดง ${ITEMS_IN_LINES} ชิ้น วิดเจ็ตตะกร้าด้านขวายังมี 3 รายการ) และในบันทึกเหตุการณ์มี wc_fragments_ajax_error (ตัวแดง) ให้ธีมหรือปลั๊กอินอื่นรับรู้`,
      },
    },
  },
  play: async ({ canvasElement }) => {
    await eventLogged(canvasElement, 'wc_fragments_ajax_error');
    const log = eventLog(canvasElement);
    await expect(log).not.toHaveTextContent('wc_fragments_refreshed');
    await expect(canvasElement.querySelector('.cart-count-item')).toHaveTextContent(String(ITEMS_IN_LINES));
    const widget = miniCartWidget(canvasElement);
    await expect(widget).toBeVisible();
    await expect(widget.querySelectorAll('.mini_cart_item')).toHaveLength(LINES.length);
  },
};

// --- Add-to-cart button (WooCommerce loop) ----------------------------------------------------

/** The add fails (500): the button settles and the drawer opens with the Thai error over the cart as it is. */
export const AddToCartFailed: Story = {
  name: 'ปุ่มเพิ่มลงตะกร้า: เพิ่มไม่สำเร็จ',
  render: (args) => <CartHost {...args} scenario={addFailed} />,
  parameters: {
    msw: { handlers: addFailed.handlers },
    docs: {
      description: {
        story:
          'กด "เพิ่มลงตะกร้า" ที่สินค้าแรกให้แล้ว แต่เซิร์ฟเวอร์ตอบ 500: ปุ่มกลับเป็นปกติ (ไม่มี ✓ และไม่มีลิงก์ดูตะกร้า) ลิ้นชักตะกร้าเปิดพร้อมข้อความ "เพิ่มสินค้าลงตะกร้าไม่สำเร็จ กรุณาลองอีกครั้ง" และตะกร้าตามที่ร้านบันทึกไว้',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await eventLogged(canvasElement, 'wc_fragments_refreshed');
    const button = await addButtonOf(canvasElement, productName(addFailed, LOOP[0]!));
    await userEvent.click(button);
    const drawer = canvasElement.querySelector<HTMLElement>('.taiowc-cart-model')!;
    await waitFor(() => expect(drawer.querySelector('.talat-cart-error')).toHaveTextContent('เพิ่มสินค้าลงตะกร้าไม่สำเร็จ กรุณาลองอีกครั้ง'), SLOW);
    await expect(button).not.toHaveClass('loading');
    await expect(button).not.toHaveClass('added');
  },
};

/** The add is in flight: WooCommerce's `loading` class on the button. */
export const AddToCartLoading: Story = {
  name: 'ปุ่มเพิ่มลงตะกร้า: กำลังเพิ่ม',
  render: (args) => <CartHost {...args} scenario={addLoading} />,
  parameters: {
    msw: { handlers: addLoading.handlers },
    docs: {
      description: {
        story:
          'กด "เพิ่มลงตะกร้า" ที่สินค้าแรกให้แล้ว แต่เซิร์ฟเวอร์ยังไม่ตอบ (add_to_cart ค้างไว้): ปุ่มจางลงและมีวงหมุน (คลาส loading ของ WooCommerce) ค้างประมาณ 30 วินาทีจนคำขอหมดเวลา แล้วปุ่มกลับเป็นปกติและลิ้นชักตะกร้าเปิดพร้อมข้อความ "เพิ่มสินค้าลงตะกร้าไม่สำเร็จ…" (ดูเรื่อง "เพิ่มไม่สำเร็จ")',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await eventLogged(canvasElement, 'wc_fragments_refreshed');
    const button = await addButtonOf(canvasElement, productName(addLoading, LOOP[0]!));
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveClass('loading'));
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await eventLogged(canvasElement, 'adding_to_cart');
  },
};

/** Redirect after add is 'no': the button shows added, 'View cart' appears and the drawer opens. */
export const AddToCartAdded: Story = {
  name: 'ปุ่มเพิ่มลงตะกร้า: เพิ่มแล้ว',
  render: (args) => <CartHost {...args} scenario={addAdded} />,
  parameters: {
    msw: { handlers: addAdded.handlers },
    docs: {
      description: {
        story:
          'ร้านตั้งค่าไม่ให้ไปหน้าตะกร้าหลังเพิ่มสินค้า (redirect = no) กด "เพิ่มลงตะกร้า" ที่สินค้าแรกให้แล้ว: ปุ่มมีเครื่องหมาย ✓ (คลาส added) มีลิงก์ "ดูตะกร้าสินค้า" ต่อท้ายปุ่ม และลิ้นชักตะกร้าเปิดขึ้นพร้อมสินค้าที่เพิ่ม (ปิดลิ้นชักเพื่อดูปุ่มชัด ๆ)',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await eventLogged(canvasElement, 'wc_fragments_refreshed');
    const icon = await cartIcon(canvasElement);
    const name = productName(addAdded, LOOP[0]!);
    const button = await addButtonOf(canvasElement, name);
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveClass('added'), SLOW);
    await expect(button).not.toHaveClass('loading');
    const viewCart = button.parentElement!.querySelector('a.added_to_cart');
    await expect(viewCart).toHaveTextContent('ดูตะกร้าสินค้า');
    await expect(viewCart).toHaveAttribute('href', '/cart/');
    await waitFor(() => expect(icon.closest('.taiowc-wrap')).toHaveClass('model-cart-active'));
    await expect(icon.closest('.taiowc-wrap')!.querySelector('.taiowc-cart-model-body')).toHaveTextContent(name);
    await eventLogged(canvasElement, 'added_to_cart');
  },
};

/**
 * The product sold out after the page was printed: add_to_cart answers `{ error, product_url }`
 * and the widget sends the browser to the product page, captured here through `options.navigate`.
 */
export const AddToCartErrorRedirect: Story = {
  name: 'ปุ่มเพิ่มลงตะกร้า: สินค้าหมด ส่งไปหน้าสินค้า',
  render: (args) => <CartHost {...args} scenario={addErrorRedirect} />,
  parameters: {
    msw: { handlers: addErrorRedirect.handlers },
    docs: {
      description: {
        story:
          'สินค้าชิ้นสุดท้าย (เซรั่มวิตามินซี 15 ml) หมดหลังจากหน้าเว็บถูกพิมพ์ออกมา กด "เพิ่มลงตะกร้า" ที่สินค้านั้นให้แล้ว: เซิร์ฟเวอร์ปฏิเสธและส่งที่อยู่หน้าสินค้ากลับมา วิดเจ็ตจึงพาไปหน้าสินค้า (ซึ่งจะแสดงข้อความว่าสินค้าหมด) เรื่องราวนี้ดักการเปลี่ยนหน้าไว้และแสดงที่อยู่ในกรอบสีเหลือง ปุ่มยังหมุนค้างเพราะบนร้านจริงหน้ากำลังเปลี่ยน',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await eventLogged(canvasElement, 'wc_fragments_refreshed');
    const button = await addButtonOf(canvasElement, productName(addErrorRedirect, PRODUCT.soldOutSerum));
    await userEvent.click(button);
    const navigation = await within(canvasElement).findByRole('region', { name: 'การเปลี่ยนหน้าที่ดักไว้' }, SLOW);
    await expect(navigation).toHaveTextContent(/\/product\/[^/]+\/$/);
    await expect(button).not.toHaveClass('added');
    await expect(canvasElement.querySelector('.taiowc-wrap')).not.toHaveClass('model-cart-active');
  },
};

// --- Mini-cart widget (WooCommerce "Cart" widget) ---------------------------------------------

/** An empty cart: the widget printed with `hide_cart_widget_if_empty` is hidden. */
export const MiniCartHidden: Story = {
  name: 'วิดเจ็ตตะกร้า: ซ่อน (ตะกร้าว่าง)',
  render: (args) => <CartHost {...args} scenario={miniCartHidden} />,
  parameters: {
    msw: { handlers: miniCartHidden.handlers },
    docs: {
      description: {
        story:
          'ตะกร้าว่าง: วิดเจ็ต "ตะกร้าสินค้า" ในแถบด้านขวาถูกซ่อน เห็นเพียงวิดเจ็ตหมวดหมู่สินค้า (กด "เพิ่มลงตะกร้า" ที่สินค้าทางซ้าย แล้ววิดเจ็ตตะกร้าจะปรากฏขึ้นพร้อมสินค้า)',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await eventLogged(canvasElement, 'wc_fragments_refreshed');
    await waitFor(() => expect(miniCartWidget(canvasElement)).not.toBeVisible());
  },
};

/** Items in the cart: the widget lists them with the subtotal and the cart / checkout buttons. */
export const MiniCartShown: Story = {
  name: 'วิดเจ็ตตะกร้า: แสดง (มีสินค้า)',
  render: (args) => <CartHost {...args} scenario={miniCartShown} />,
  parameters: {
    msw: { handlers: miniCartShown.handlers },
    docs: {
      description: {
        story:
          'มีสินค้า 3 รายการในตะกร้า: วิดเจ็ต "ตะกร้าสินค้า" ในแถบด้านขวาแสดงรายการ (รูป ชื่อ จำนวน × ราคา ปุ่ม × ลบ) ยอดรวม และปุ่ม "ดูตะกร้าสินค้า" / "ชำระเงิน"',
      },
    },
  },
  play: async ({ canvasElement }) => {
    await eventLogged(canvasElement, 'wc_fragments_refreshed');
    const widget = miniCartWidget(canvasElement);
    await expect(widget).toBeVisible();
    await expect(widget.querySelectorAll('.mini_cart_item')).toHaveLength(LINES.length);
  },
};
