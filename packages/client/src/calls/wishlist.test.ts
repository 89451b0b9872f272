import { http, HttpResponse, type JsonBodyType } from 'msw';
import { describe, expect, it } from 'vitest';
import type { TalatClient } from '../client';
import { AJAX, formPairs, multipartPairs, queryPairs, testClient, useServer } from '../test-support';

const server = useServer();

interface Seen {
  method: string;
  query: Array<[string, string]>;
  body: Array<[string, string]>;
}

function capture(reply: () => Response): () => Seen | undefined {
  let seen: Seen | undefined;
  server.use(
    http.post(AJAX, async ({ request }) => {
      seen = { method: request.method, query: queryPairs(request.url), body: await formPairs(request) };
      return reply();
    }),
  );
  return () => seen;
}

const FRAGMENTS = {
  'wishlist-fragment.on-first-load': { product_id: 42, is_mobile: 'no', is_user_owner: true },
};
const FRAGMENT_PAIRS: Array<[string, string]> = [
  ['fragments[wishlist-fragment.on-first-load][product_id]', '42'],
  ['fragments[wishlist-fragment.on-first-load][is_mobile]', 'no'],
  ['fragments[wishlist-fragment.on-first-load][is_user_owner]', 'true'],
];
const MARKUP = { 'wishlist-fragment.on-first-load': '<div class="wishlist-fragment">…</div>' };
const HEAD = (action: string): Array<[string, string]> => [
  ['action', action],
  ['nonce', 'wn'],
  ['context', 'frontend'],
];

interface Case {
  name: string;
  call: (client: TalatClient) => Promise<unknown>;
  body: Array<[string, string]>;
  reply: JsonBodyType;
  result: unknown;
}

const cases: Case[] = [
  {
    name: 'add_to_wishlist',
    call: (c) =>
      c.wishlist.addToWishlist({
        nonce: 'wn',
        add_to_wishlist: 42,
        product_type: 'simple',
        wishlist_id: 0,
        fragments: FRAGMENTS,
        wishlist_name: 'ของขวัญ',
        wishlist_visibility: 0,
      }),
    body: [
      ...HEAD('add_to_wishlist'),
      ['add_to_wishlist', '42'],
      ['product_type', 'simple'],
      ['wishlist_id', '0'],
      ...FRAGMENT_PAIRS,
      ['wishlist_name', 'ของขวัญ'],
      ['wishlist_visibility', '0'],
    ],
    reply: {
      result: 'true',
      message: 'เพิ่มแล้ว',
      fragments: MARKUP,
      user_wishlists: [{ id: 3, wishlist_name: 'ของขวัญ', default: 0, add_to_this_wishlist_url: '/?add_to_wishlist=42&wishlist_id=3' }],
    },
    result: {
      result: 'true',
      message: 'เพิ่มแล้ว',
      fragments: MARKUP,
      user_wishlists: [{ id: '3', wishlist_name: 'ของขวัญ', default: false, add_to_this_wishlist_url: '/?add_to_wishlist=42&wishlist_id=3' }],
    },
  },
  {
    name: 'remove_from_wishlist',
    call: (c) =>
      c.wishlist.removeFromWishlist({ nonce: 'wn', remove_from_wishlist: 77, wishlist_id: 3, wishlist_token: 'TOK', fragments: FRAGMENTS }),
    body: [
      ...HEAD('remove_from_wishlist'),
      ['remove_from_wishlist', '77'],
      ['wishlist_id', '3'],
      ['wishlist_token', 'TOK'],
      ...FRAGMENT_PAIRS,
    ],
    reply: { fragments: MARKUP },
    result: { fragments: MARKUP },
  },
  {
    name: 'sort_wishlist_items',
    call: (c) => c.wishlist.sortItems({ nonce: 'wn', positions: [5, 3, 9], wishlist_token: 'TOK', page: 2, per_page: 10 }),
    body: [
      ...HEAD('sort_wishlist_items'),
      ['positions[]', '5'],
      ['positions[]', '3'],
      ['positions[]', '9'],
      ['wishlist_token', 'TOK'],
      ['page', '2'],
      ['per_page', '10'],
    ],
    reply: '',
    result: undefined,
  },
  {
    name: 'update_item_quantity',
    call: (c) => c.wishlist.updateItemQuantity({ nonce: 'wn', product_id: 77, wishlist_token: 'TOK', quantity: 4 }),
    body: [...HEAD('update_item_quantity'), ['product_id', '77'], ['wishlist_token', 'TOK'], ['quantity', '4']],
    reply: '',
    result: undefined,
  },
  {
    name: 'save_title',
    call: (c) => c.wishlist.saveTitle({ nonce: 'wn', wishlist_id: 3, title: 'ของขวัญปีใหม่', fragments: FRAGMENTS }),
    body: [...HEAD('save_title'), ['wishlist_id', '3'], ['title', 'ของขวัญปีใหม่'], ...FRAGMENT_PAIRS],
    reply: { result: true, fragments: MARKUP },
    result: { result: true, fragments: MARKUP },
  },
  {
    name: 'save_privacy',
    call: (c) => c.wishlist.savePrivacy({ nonce: 'wn', wishlist_id: 3, privacy: 1, fragments: FRAGMENTS }),
    body: [...HEAD('save_privacy'), ['wishlist_id', '3'], ['privacy', '1'], ...FRAGMENT_PAIRS],
    reply: { result: true, fragments: MARKUP },
    result: { result: true, fragments: MARKUP },
  },
  {
    name: 'remove_from_all_wishlists',
    call: (c) => c.wishlist.removeFromAllWishlists({ nonce: 'wn', prod_id: 42, wishlist_id: 3, fragments: FRAGMENTS }),
    body: [...HEAD('remove_from_all_wishlists'), ['prod_id', '42'], ['wishlist_id', '3'], ...FRAGMENT_PAIRS],
    // The plugin's reply (research §3.2): its fragments are replaced, as for every other call.
    reply: { result: true, fragments: MARKUP },
    result: { result: true, fragments: MARKUP },
  },
  {
    name: 'delete_item',
    call: (c) => c.wishlist.deleteItem({ nonce: 'wn', item_id: 77, fragments: FRAGMENTS }),
    body: [...HEAD('delete_item'), ['item_id', '77'], ...FRAGMENT_PAIRS],
    reply: { result: true, fragments: MARKUP, message: 'ลบแล้ว' },
    result: { result: true, fragments: MARKUP, message: 'ลบแล้ว' },
  },
  {
    name: 'ask_an_estimate (form fields)',
    call: (c) => c.wishlist.askAnEstimate({ nonce: 'wn', fields: { reply_email: 'a@b.th', additional_notes: 'ขอราคาส่ง' } }),
    body: [...HEAD('ask_an_estimate'), ['reply_email', 'a@b.th'], ['additional_notes', 'ขอราคาส่ง']],
    reply: { result: true, template: '<p>ส่งแล้ว</p>' },
    result: { result: true, template: '<p>ส่งแล้ว</p>' },
  },
  {
    name: 'reload_wishlist_and_adding_elem',
    call: (c) =>
      c.wishlist.reloadAndAdd({
        nonce: 'wn',
        pagination: 'yes',
        per_page: 5,
        wishlist_id: 3,
        wishlist_token: 'TOK',
        add_to_wishlist: 42,
        product_type: 'variable',
      }),
    body: [
      ...HEAD('reload_wishlist_and_adding_elem'),
      ['pagination', 'yes'],
      ['per_page', '5'],
      ['wishlist_id', '3'],
      ['wishlist_token', 'TOK'],
      ['add_to_wishlist', '42'],
      ['product_type', 'variable'],
    ],
    reply: '<form class="wishlist-form">…</form>',
    result: '<form class="wishlist-form">…</form>',
  },
  {
    name: 'load_fragments',
    call: (c) => c.wishlist.loadFragments({ nonce: 'wn', fragments: FRAGMENTS }),
    body: [...HEAD('load_fragments'), ...FRAGMENT_PAIRS],
    reply: { fragments: MARKUP },
    result: { fragments: MARKUP },
  },
  {
    name: 'load_mobile',
    call: (c) => c.wishlist.loadMobile({ nonce: 'wn', fragments: { 'wishlist-fragment.x': { is_mobile: 'yes' } } }),
    body: [...HEAD('load_mobile'), ['fragments[wishlist-fragment.x][is_mobile]', 'yes']],
    // The other template comes back as fragments: without them the view cannot swap (§2.10).
    reply: { fragments: MARKUP },
    result: { fragments: MARKUP },
  },
];

describe('§7 Wishlist (form-encoded, action + nonce + context=frontend)', () => {
  it.each(cases)('$name', async ({ call, body, reply, result }) => {
    const seen = capture(() => (typeof reply === 'string' ? HttpResponse.text(reply) : HttpResponse.json(reply)));
    await expect(call(testClient())).resolves.toEqual(result);
    expect(seen()).toEqual({ method: 'POST', query: [], body });
  });

  it('save_title: a falsy result marks the title invalid', async () => {
    capture(() => HttpResponse.json({ result: 0 }));
    await expect(testClient().wishlist.saveTitle({ nonce: 'wn', wishlist_id: 3, title: '' })).resolves.toEqual({ result: false });
  });

  it('ask_an_estimate: a failure carries the message', async () => {
    capture(() => HttpResponse.json({ result: false, message: 'กรุณากรอกอีเมล' }));
    await expect(testClient().wishlist.askAnEstimate({ nonce: 'wn', fields: {} })).resolves.toEqual({
      result: false,
      message: 'กรุณากรอกอีเมล',
    });
  });

  it('ask_an_estimate: a FormData (attachments) goes multipart with action, nonce and context first', async () => {
    let seen: unknown;
    server.use(
      http.post(AJAX, async ({ request }) => {
        seen = await multipartPairs(request);
        return HttpResponse.json({ result: true, template: '<p>ok</p>' });
      }),
    );
    const fields = new FormData();
    fields.append('reply_email', 'a@b.th');
    fields.append('attachment', new File(['pdf'], 'brief.pdf', { type: 'application/pdf' }));
    await testClient().wishlist.askAnEstimate({ nonce: 'wn', fields });
    expect(seen).toEqual([
      ['action', 'ask_an_estimate'],
      ['nonce', 'wn'],
      ['context', 'frontend'],
      ['reply_email', 'a@b.th'],
      ['attachment', { file: 'brief.pdf', type: 'application/pdf', size: 3 }],
    ]);
  });

  it('move_to_another_wishlist is form-encoded like the others (the plugin reads $_POST) and keeps result', async () => {
    const seen = capture(() => HttpResponse.json({ result: true, message: 'ย้ายแล้ว', fragments: MARKUP, user_wishlists: [] }));
    const result = await testClient().wishlist.moveToAnotherWishlist({
      nonce: 'wn',
      wishlist_token: 'TOK',
      destination_wishlist_token: 'NEW',
      item_id: 77,
      wishlist_name: 'ใหม่',
      wishlist_visibility: 0,
      fragments: FRAGMENTS,
    });
    expect(seen()).toEqual({
      method: 'POST',
      query: [],
      body: [
        ...HEAD('move_to_another_wishlist'),
        ['wishlist_token', 'TOK'],
        ['destination_wishlist_token', 'NEW'],
        ['item_id', '77'],
        ['wishlist_name', 'ใหม่'],
        ['wishlist_visibility', '0'],
        ...FRAGMENT_PAIRS,
      ],
    });
    expect(result).toEqual({ result: true, message: 'ย้ายแล้ว', fragments: MARKUP, user_wishlists: [] });
  });

  it('tells a refusal from a success where only result says it (move, delete, privacy)', async () => {
    capture(() => HttpResponse.json({ result: false, message: '' }));
    await expect(
      testClient().wishlist.moveToAnotherWishlist({ nonce: 'wn', wishlist_token: 'TOK', destination_wishlist_token: 'NEW', item_id: 77 }),
    ).resolves.toEqual({ result: false, message: '' });
    capture(() => HttpResponse.json({ result: false }));
    await expect(testClient().wishlist.deleteItem({ nonce: 'wn', item_id: 77 })).resolves.toEqual({ result: false });
    capture(() => HttpResponse.json({ result: false }));
    await expect(testClient().wishlist.savePrivacy({ nonce: 'wn', wishlist_id: 3, privacy: 9 })).resolves.toEqual({ result: false });
  });

  it('reload_wishlist_and_adding_elem: a JSON refusal is an error, not markup to search', async () => {
    capture(() => HttpResponse.json({ result: false }));
    await expect(testClient().wishlist.reloadAndAdd({ nonce: 'wn', add_to_wishlist: 42 })).rejects.toMatchObject({ kind: 'server' });
  });
});
