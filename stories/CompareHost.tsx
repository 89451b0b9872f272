import { useEffect, useState } from 'react';
import type { CompareProductResult } from '@talat/client';
import { createTranslator, loadMarkupDoor, resolveLocale } from '@talat/core';
import { COMPARE_LABELS, compareFooterBarMarkup, compareTableMarkup, createFakeShop, listProducts } from '@talat/mocks';
import { createCompareController, type CompareController } from '../packages/compare/src/controller/compare-controller';
import { fillCompareReply } from '../packages/compare/src/dom/fill-reply';
import { bindCompareMarkup } from '../packages/compare/src/dom/markup-actions';
import { compareMessages } from '../packages/compare/src/messages';
import { ComparePopup } from '../packages/compare/src/view/ComparePopup';
import { CompareView } from '../packages/compare/src/view/CompareView';

export interface CompareHostProps {
  /** How many products the visitor's list holds when the story starts. */
  count: number;
  /** What shows once the list is in: the popup, or the footer bar expanded or collapsed. */
  show: 'popup' | 'footer-expanded' | 'footer-collapsed';
  /** One more add on a full list: the server's limit message in the popup's heading (§8). */
  limitReached?: boolean;
}

/** TH Product Compare's default limit (docs/research/th-product-compare.md §4). */
const LIMIT = 4;
/** A short wait before each answer, so the loading state shows as it does on the shop. */
const LATENCY_MS = 300;

interface Started {
  controller: CompareController;
  tableHost: HTMLElement;
  footerHost: HTMLElement;
}

/**
 * The compare popup and footer bar (§2.11) on the fake WordPress's markup for TH Product Compare
 * (`compareTableMarkup`, `compareFooterBarMarkup`), through the one door and the real controller,
 * as the session wires them. The visitor's list lives in the story: removing, removing all and
 * (past the limit) adding answer as the plugin's server does. The 'add product' search is the
 * search stories' subject and is not placed here.
 */
export function CompareHost({ count, show, limitReached = false }: CompareHostProps) {
  const [started, setStarted] = useState<Started | null>(null);
  const t = createTranslator(compareMessages, resolveLocale());

  useEffect(() => {
    const shop = createFakeShop();
    const catalogue = listProducts(shop.catalogue);
    let ids = catalogue.slice(0, count).map((product) => product.id);
    const answer = (extra: Partial<CompareProductResult> = {}): Promise<CompareProductResult> => {
      const products = ids.map((id) => catalogue.find((product) => product.id === id)!);
      const reply = ids.length === 0 ? { no_product: '1' } : { html: compareTableMarkup(shop, products), footer_bar: compareFooterBarMarkup(shop, products), ...extra };
      return new Promise((resolve) => setTimeout(() => resolve(reply), LATENCY_MS));
    };
    const tableHost = document.createElement('div');
    const footerHost = document.createElement('div');
    const controller = createCompareController({
      list(productId, addRemove) {
        const id = Number(productId);
        if (addRemove === 'remove') ids = ids.filter((each) => each !== id);
        else if (productId !== 'refresh' && !ids.includes(id)) {
          if (ids.length >= LIMIT) return answer({ product_limit: COMPARE_LABELS.productLimit });
          ids = [id, ...ids];
        }
        return answer();
      },
      removeAll() {
        ids = [];
        return answer();
      },
      render: async (reply) => fillCompareReply(await loadMarkupDoor(), { tableHost, footerHost }, reply, t),
      onError: (error) => console.error('[story] compare', error),
    });
    const unbind = bindCompareMarkup({ tableHost, footerHost, controller, t });
    setStarted({ controller, tableHost, footerHost });
    void controller.refresh().then(async () => {
      if (limitReached) await controller.set(String(catalogue[LIMIT]!.id), 'add');
      if (show === 'popup') controller.openPopup();
      if (show === 'footer-expanded') controller.setFooterExpanded(true);
    });
    return () => {
      unbind();
      controller.dispose();
    };
  }, [count, show, limitReached]);

  if (!started) return null;
  const { controller, tableHost, footerHost } = started;
  // The popup directly: on the shop it is a lazy part (compare-popups.tsx) loaded at its first open.
  return <CompareView controller={controller} tableHost={tableHost} footerHost={footerHost} t={t} popups={<ComparePopup controller={controller} tableHost={tableHost} t={t} />} />;
}
