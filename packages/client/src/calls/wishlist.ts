import { assignDefined, expectObject, isObject, optString, stringMap, toBool } from '../shape';
import { readJson } from '../transport/body';
import type { CallOptions, TransportContext } from '../transport/context';
import { TalatRequestError } from '../errors';
import { postAjaxForm, postAjaxMultipart } from '../transport/ajax';
import type { FormFields } from '../transport/form';
import type { AskAnEstimateResult, MoveToAnotherWishlistResult, ResultAndFragments, SaveTitleResult, UserWishlist, WishlistCalls } from './wishlist-types';

/** PHP truthiness: what `if (response.result)` meant in the old front end. */
function phpTruthy(value: unknown): boolean {
  return !(value === undefined || value === null || value === false || value === 0 || value === '' || value === '0');
}

function toUserWishlist(item: unknown): UserWishlist | undefined {
  if (!isObject(item)) return undefined;
  const id = optString(item.id);
  if (id === undefined) return undefined;
  return {
    id,
    wishlist_name: optString(item.wishlist_name) ?? '',
    default: toBool(item.default),
    add_to_this_wishlist_url: optString(item.add_to_this_wishlist_url) ?? '',
  };
}

interface Reply {
  result?: unknown;
  message?: string;
  fragments?: Record<string, string>;
  user_wishlists?: UserWishlist[];
  template?: string;
}

function parseReply(data: unknown): Reply {
  const body = expectObject(data, 'wishlist reply is not an object');
  const wishlists = Array.isArray(body.user_wishlists)
    ? (body.user_wishlists as unknown[]).map(toUserWishlist).filter((w): w is UserWishlist => w !== undefined)
    : undefined;
  return assignDefined<Reply>(
    {},
    {
      result: body.result,
      message: optString(body.message),
      fragments: stringMap(body.fragments),
      user_wishlists: wishlists,
      template: optString(body.template),
    },
  );
}

export function createWishlistCalls(ctx: TransportContext): WishlistCalls {
  /** §7 Wishlist: every call carries action, nonce and context='frontend'. */
  function post(action: string, nonce: string, fields: FormFields, options?: CallOptions): Promise<Response> {
    return postAjaxForm(ctx, { action, nonce, context: 'frontend', ...fields }, options);
  }
  async function reply(action: string, nonce: string, fields: FormFields, options?: CallOptions): Promise<Reply> {
    return parseReply(await readJson(await post(action, nonce, fields, options)));
  }
  const fragmentsOnly = (r: Reply) => assignDefined({}, { fragments: r.fragments });
  /** A refusal is told by `result` alone (`{ result: false }`), so it is kept with the fragments. */
  const resultAndFragments = (r: Reply) => assignDefined<ResultAndFragments>({ result: phpTruthy(r.result) }, { fragments: r.fragments });

  return {
    async addToWishlist({ nonce, ...fields }, options) {
      const r = await reply('add_to_wishlist', nonce, fields, options);
      return assignDefined(
        {},
        {
          result: typeof r.result === 'boolean' ? String(r.result) : optString(r.result),
          message: r.message,
          fragments: r.fragments,
          user_wishlists: r.user_wishlists,
        },
      );
    },
    async removeFromWishlist({ nonce, ...fields }, options) {
      return fragmentsOnly(await reply('remove_from_wishlist', nonce, fields, options));
    },
    async sortItems({ nonce, ...fields }, options) {
      await post('sort_wishlist_items', nonce, fields, options);
    },
    async updateItemQuantity({ nonce, ...fields }, options) {
      await post('update_item_quantity', nonce, fields, options);
    },
    async moveToAnotherWishlist({ nonce, ...fields }, options) {
      // Form-encoded like the other twelve: §7's "(JSON)" is the reply (jQuery's dataType), and
      // the plugin reads $_POST, which PHP never fills from a JSON body (docs/decisions.md).
      const r = await reply('move_to_another_wishlist', nonce, fields, options);
      return assignDefined<MoveToAnotherWishlistResult>({ result: phpTruthy(r.result) }, { message: r.message, user_wishlists: r.user_wishlists, fragments: r.fragments });
    },
    async saveTitle({ nonce, ...fields }, options) {
      const r = await reply('save_title', nonce, fields, options);
      return assignDefined<SaveTitleResult>({ result: phpTruthy(r.result) }, { fragments: r.fragments });
    },
    async savePrivacy({ nonce, ...fields }, options) {
      return resultAndFragments(await reply('save_privacy', nonce, fields, options));
    },
    async removeFromAllWishlists({ nonce, ...fields }, options) {
      return resultAndFragments(await reply('remove_from_all_wishlists', nonce, fields, options));
    },
    async deleteItem({ nonce, ...fields }, options) {
      const r = await reply('delete_item', nonce, fields, options);
      return assignDefined<ResultAndFragments & { message?: string }>({ result: phpTruthy(r.result) }, { fragments: r.fragments, message: r.message });
    },
    async askAnEstimate({ nonce, fields }, options) {
      const action = 'ask_an_estimate';
      let response: Response;
      if (fields instanceof FormData) {
        const form = new FormData();
        form.append('action', action);
        form.append('nonce', nonce);
        form.append('context', 'frontend');
        for (const [key, value] of fields.entries()) form.append(key, value);
        response = await postAjaxMultipart(ctx, form, options);
      } else {
        response = await post(action, nonce, fields, options);
      }
      const r = parseReply(await readJson(response));
      return assignDefined<AskAnEstimateResult>(
        { result: phpTruthy(r.result) },
        { template: r.template, message: r.message },
      );
    },
    async reloadAndAdd({ nonce, ...fields }, options) {
      const response = await post('reload_wishlist_and_adding_elem', nonce, fields, options);
      // The page comes as HTML; a refused nonce comes as JSON (`{"result":false}`), not markup.
      if (/\bjson\b/i.test(response.headers.get('Content-Type') ?? '')) {
        throw new TalatRequestError({ kind: 'server', message: 'reload_wishlist_and_adding_elem was refused', data: await response.text() });
      }
      return response.text();
    },
    async loadFragments({ nonce, ...fields }, options) {
      return fragmentsOnly(await reply('load_fragments', nonce, fields, options));
    },
    async loadMobile({ nonce, ...fields }, options) {
      return fragmentsOnly(await reply('load_mobile', nonce, fields, options));
    },
  };
}
