// Tests only: a second jsdom window at a chosen URL (a shop host for domain cookies, a window where
// another script defined the custom element first). jsdom ships no type declarations and
// @types/jsdom is not installed, so the one constructor used is typed here.
// @ts-expect-error -- untyped module, typed below
import { JSDOM } from 'jsdom';

type TestWindow = Window & typeof globalThis;
const Dom = JSDOM as new (html: string, options: { url: string }) => { window: TestWindow };

export function testWindow(url: string, body = ''): TestWindow {
  return new Dom(`<!doctype html><body>${body}</body>`, { url }).window;
}
