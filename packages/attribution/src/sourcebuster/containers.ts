// sourcebuster's cookie names and the keys packed in each (data.js).

export const CONTAINERS = {
  current: 'sbjs_current',
  current_add: 'sbjs_current_add',
  first: 'sbjs_first',
  first_add: 'sbjs_first_add',
  session: 'sbjs_session',
  udata: 'sbjs_udata',
  promo: 'sbjs_promo',
} as const;

export type ContainerKey = keyof typeof CONTAINERS;

export const MIGRATIONS_COOKIE = 'sbjs_migrations';

/** The one migration sourcebuster knows (1.0.0-beta), recorded as done on every first visit. */
export const MIGRATION_ID = '1418474375998';

/**
 * The names of every cookie sourcebuster sets, in the order WooCommerce deletes them when tracking
 * is turned off (order-attribution.js `removeTrackingCookies`, §4).
 */
export const SOURCEBUSTER_COOKIES: readonly string[] = [
  CONTAINERS.current,
  CONTAINERS.current_add,
  CONTAINERS.first,
  CONTAINERS.first_add,
  CONTAINERS.session,
  CONTAINERS.udata,
  MIGRATIONS_COOKIE,
  CONTAINERS.promo,
];
