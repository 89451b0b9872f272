// `@talat/client/all`: `createClient`, the search, cart, wishlist, compare, contact form and lead
// form calls of §7 and the REST client in one object, for a script that uses them all (the payment,
// document and banner calls are their own sub-paths). A sub-path of its own: from the index it
// would draw every family into the runtime chunk each widget's page loads (issue 30).
export { createClient } from './client';
export type { RestClient, TalatClient } from './client';
