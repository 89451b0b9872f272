import type { WishlistCalls } from '@talat/client';
import type { Locale, MarkupDoor } from '@talat/core';
import type { WishlistConfig } from '../config';
import type { NoticeStore } from '../controller/notice';
import type { WishlistSessionTranslate, WishlistTranslate } from '../messages';

/** What the session gives each of its parts (the popups, the lightbox, the page): one of each, shared with the add button. */
export interface WishlistSessionDeps {
  doc: Document;
  config: WishlistConfig;
  calls: WishlistCalls;
  /** The one door for server markup: every fragment a reply brings goes through it. */
  loadDoor: () => Promise<MarkupDoor>;
  notices: NoticeStore;
  /** The words of every page (messages.ts). */
  t: WishlistSessionTranslate;
  /** The locale the session resolved: a part reads its own words in it (withPartMessages), so they match the session's. */
  locale: Locale;
}

/** What the session starts the wishlist page with: its deps, the locale the page's words are read in among them. */
export type WishlistPageStart = WishlistSessionDeps;

/** What the wishlist page's behaviour works with: the session's deps, its translator with the page's words too (page/messages.ts). */
export interface WishlistPageDeps extends Omit<WishlistSessionDeps, 't'> {
  t: WishlistTranslate;
}

/** One concern of the page: its delegated listeners, and what it redoes when fragments replaced part of the page. */
export interface PagePart {
  /** Re-applies state to markup that may be new (idempotent: it changes nothing already right). */
  refresh?(): void;
  stop(): void;
}

/** Adds a delegated listener on the document and returns its removal. */
export function listen<K extends keyof DocumentEventMap>(doc: Document, type: K, handler: (event: DocumentEventMap[K]) => void): () => void {
  doc.addEventListener(type, handler);
  return () => doc.removeEventListener(type, handler);
}

/** The element an event came from, or null (a text node's parent counts). */
export function targetOf(event: Event): Element | null {
  const target = event.target;
  return target instanceof Element ? target : target instanceof Node ? target.parentElement : null;
}
