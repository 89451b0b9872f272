// A seeded generator so the catalogue is identical on every run, in every test and in Storybook
// screenshots: Math.random would make prices and stock differ between runs.

export type Random = () => number;

/** mulberry32: tiny, fast and good enough for demo data (not for anything secret). */
export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
