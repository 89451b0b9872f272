import { http, HttpResponse, type HttpHandler } from 'msw';
import { createFakeShop, createMswHandlers, type FakeShop, type FaultRule, type LeadFormOptions } from '@talat/mocks';

/**
 * What each lead form story's fake WordPress holds and which of the shop's two forms its page
 * prints (SPEC §2.13, §4 "Lead form", §8 "Lead forms"). Every story has a shop of its own; the host
 * arms the faults only while the story is shown.
 */

/** §7 Lead forms: the save's admin-ajax action, as fault rules name it. */
export const SAVE_ACTION = 'Save_Form_Data';

export interface LeadFormScenarioOptions {
  faults?: FaultRule[];
  /** msw handlers tried before the fake WordPress: failures the fake cannot produce itself. */
  overrides?: HttpHandler[];
}

export interface LeadFormScenario {
  readonly shop: FakeShop;
  readonly handlers: HttpHandler[];
  readonly form: LeadFormOptions;
  readonly faults: readonly FaultRule[];
}

export function leadFormScenario(form: LeadFormOptions, options: LeadFormScenarioOptions = {}): LeadFormScenario {
  const shop = createFakeShop();
  return { shop, handlers: [...(options.overrides ?? []), ...createMswHandlers(shop)], form, faults: options.faults ?? [] };
}

/** Every admin-ajax request fails on the way: the browser is offline or the connection dropped. */
export function adminAjaxUnreachable(): HttpHandler {
  return http.post('*/wp-admin/admin-ajax.php', () => HttpResponse.error());
}

/**
 * What a shopper types. The second address is one a browser's own check lets through (a single
 * domain label is valid HTML) but the plugin's server-side check refuses with 'INVAILD'.
 */
export const LEAD = {
  name: 'สมหญิง รักสวย',
  email: 'somying@example.co.th',
  emailTheServerRefuses: 'somying@shop',
  interest: 'ขวดลูกกลิ้ง',
} as const;
