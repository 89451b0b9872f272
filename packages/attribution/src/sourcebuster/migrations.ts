// sourcebuster's migration step (migrations.js), run before anything else on each page load: a
// first visit records the migration as done; a visitor with `sbjs_first` but no `sbjs_migrations`
// gets the old single-`|` delimiter rewritten and the session page count reset.
import { pack, DELIMITER } from './codec';
import { CONTAINERS, MIGRATION_ID, MIGRATIONS_COOKIE } from './containers';
import type { CookieJar } from './cookie-jar';

export interface CookieScope {
  jar: CookieJar;
  /** The cookie domain, without the dot. */
  domain: string;
  lifetime: number;
  href: string;
}

const DONE = `${MIGRATION_ID}=1`;

/** Every single `|` becomes `|||`; runs of two or three are kept (sourcebuster's safeReplace). */
const widenDelimiter = (text: string) => text.replace(/(\|)?\|(\|)?/g, (run: string, before?: string, after?: string) => (before || after ? run : DELIMITER));

export function runMigrations({ jar, domain, lifetime, href }: CookieScope): void {
  if (jar.get(MIGRATIONS_COOKIE)) return;
  if (!jar.get(CONTAINERS.first)) {
    jar.set(MIGRATIONS_COOKIE, DONE, lifetime, domain);
    return;
  }
  for (const name of Object.values(CONTAINERS)) {
    const content = jar.get(name);
    if (!content) continue;
    // sourcebuster deletes both the domain cookie and a host-only one, then writes the new value.
    jar.set(name, '', -1, domain);
    jar.set(name, '', -1, undefined);
    jar.set(name, widenDelimiter(content), lifetime, domain);
  }
  if (jar.get(CONTAINERS.session)) {
    jar.set(CONTAINERS.session, pack([['pgs', '0'], ['cpg', href]]), lifetime, domain);
  }
  jar.set(MIGRATIONS_COOKIE, DONE, lifetime, domain);
}
