import type { CompareProductResult } from '@talat/client';
import type { MarkupDoor } from '@talat/core';
import type { CompareTranslate } from '../messages';
import { footerIdsIn, tableIdsIn } from './compare-marks';
import { fillKeepingFocus } from './keep-focus';
import { enhanceCompareMarkup } from './markup-actions';
import { markPhoneTable } from './phone-table';

export interface CompareHosts {
  /** Filled with the reply's `html`; the popup adopts it. */
  tableHost: HTMLElement;
  /** Filled with the reply's `footer_bar`; the footer bar adopts it. */
  footerHost: HTMLElement;
}

/**
 * A list reply into the page (§4, §7 Compare): its table and footer bar through the one door, made
 * accessible, with focus kept where it was; returns the product ids the markup lists (the
 * controller's `render`). The footer's thumbnails print alt="", so their names come from the table.
 */
export function fillCompareReply(door: MarkupDoor, hosts: CompareHosts, reply: CompareProductResult, t: CompareTranslate) {
  const { tableHost, footerHost } = hosts;
  const doc = tableHost.ownerDocument;
  fillKeepingFocus(
    tableHost,
    () => {
      door.fill(tableHost, reply.html ?? '');
      markPhoneTable(tableHost);
      enhanceCompareMarkup(tableHost, t);
    },
    () => tableHost.closest<HTMLElement>('[role="region"]'),
  );
  fillKeepingFocus(
    footerHost,
    () => {
      door.fill(footerHost, reply.footer_bar ?? '');
      enhanceCompareMarkup(footerHost, t, tableHost);
    },
    () => doc.querySelector<HTMLElement>('.talat-compare-footer-toggle'),
  );
  const footer = reply.footer_bar ? footerIdsIn(footerHost) : null;
  return { footer, all: [...new Set([...(footer ?? []), ...tableIdsIn(tableHost)])] };
}
