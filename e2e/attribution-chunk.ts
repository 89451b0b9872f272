import type { Page } from '@playwright/test';
import { interactiveChunk } from './support';

/**
 * The attribution widget's lazy chunk, as the build named it (dist/talat/manifest.json). Tests that
 * hold it back route this one file only: routing every chunk and reading its body raced the end of
 * the test ("route.fetch: Test ended").
 */
export function attributionChunkUrl(): string {
  return `**/talat/${interactiveChunk('attribution')}`;
}

/** Holds the attribution chunk until `release()`; `held()` says how many requests for it waited. */
export async function holdAttributionChunk(page: Page): Promise<{ release: () => void; held: () => number }> {
  let release!: () => void;
  let held = 0;
  const released = new Promise<void>((done) => (release = done));
  await page.route(attributionChunkUrl(), async (route) => {
    held += 1;
    await released;
    await route.continue().catch(() => undefined);
  });
  return { release, held: () => held };
}

/** The attribution chunk never arrives (a line that hangs). */
export async function neverServeAttributionChunk(page: Page): Promise<void> {
  await page.route(attributionChunkUrl(), () => undefined);
}
