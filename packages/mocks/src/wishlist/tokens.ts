// YITH_WCWL_Wishlist_Data_Store::generate_token(): 12 characters drawn from A-Z and 0-9. Random,
// not derived from the id, so one visitor cannot guess the token of another's shared list.

const DICTIONARY = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const LENGTH = 12;

/** A token not in `taken`. */
export function generateWishlistToken(taken: (token: string) => boolean): string {
  for (;;) {
    const bytes = crypto.getRandomValues(new Uint8Array(LENGTH));
    const token = Array.from(bytes, (byte) => DICTIONARY[byte % DICTIONARY.length]).join('');
    if (!taken(token)) return token;
  }
}
