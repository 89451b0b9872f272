import { http, HttpResponse, type HttpHandler } from 'msw';
import {
  createFakeShop,
  createMswHandlers,
  DEMO_CONTACT_FORM,
  issueContactFormChallenges,
  type ContactFormChallenges,
  type FakeShop,
  type FaultRule,
} from '@talat/mocks';

/**
 * What each contact form story's fake WordPress holds and what its page prints (SPEC §2.12, §4
 * "Contact form status", §8 "Contact forms"). Every story has a shop of its own; the host arms the
 * faults only while the story is shown.
 */

/** The page the demo form is printed on; the form posts back to it without JavaScript. */
export const CONTACT_PAGE_PATH = '/contact/';

/** §7 Contact forms: the feedback route, as fault rules name it. */
export const FEEDBACK_ROUTE = '/contact-form-7/v1/contact-forms/:id/feedback';
export const REFILL_ROUTE = '/contact-form-7/v1/contact-forms/:id/refill';
/** The same route as the widget's client calls it (under `wpcf7.api.root`), for msw overrides. */
const FEEDBACK_URL = `*/wp-json${FEEDBACK_ROUTE}`;

export interface ContactFormScenarioOptions {
  faults?: FaultRule[];
  /** msw handlers tried before the fake WordPress: replies the fake never gives on its own. */
  overrides?: HttpHandler[];
  /** `wpcf7.cached = 1`: the page came from a full-page cache (§2.12). */
  cached?: boolean;
  /** The theme wrapped the shortcode in a form of its own (§8, the wrong-place error). */
  misplaced?: boolean;
  /** The page is the reply to a no-JS POST that left the privacy box unticked (acceptance_missing). */
  unacceptedRoundTrip?: boolean;
}

export interface ContactFormScenario {
  readonly shop: FakeShop;
  readonly handlers: HttpHandler[];
  readonly faults: readonly FaultRule[];
  readonly cached: boolean;
  readonly misplaced: boolean;
  readonly unacceptedRoundTrip: boolean;
  /**
   * A cached page is the same HTML for every visitor: its captcha and quiz were issued once, when
   * the cache was filled. Other pages are rendered per visit, so the host issues fresh ones.
   */
  readonly cachedChallenges: ContactFormChallenges | undefined;
}

export function contactFormScenario(options: ContactFormScenarioOptions = {}): ContactFormScenario {
  const shop = createFakeShop();
  const cached = options.cached ?? false;
  return {
    shop,
    handlers: [...(options.overrides ?? []), ...createMswHandlers(shop)],
    faults: options.faults ?? [],
    cached,
    misplaced: options.misplaced ?? false,
    unacceptedRoundTrip: options.unacceptedRoundTrip ?? false,
    cachedChallenges: cached ? issueContactFormChallenges(shop, DEMO_CONTACT_FORM) : undefined,
  };
}

/** Answers every submission with this reply, as a site with a payment or quota add-on would. */
export function feedbackReplying(reply: { status: string; message: string }): HttpHandler {
  return http.post(FEEDBACK_URL, () =>
    HttpResponse.json({
      contact_form_id: DEMO_CONTACT_FORM.id,
      ...reply,
      posted_data_hash: '',
      invalid_fields: [],
    }),
  );
}

/** The browser cannot reach the server at all (offline, DNS, a dropped connection). */
export function feedbackUnreachable(): HttpHandler {
  return http.post(FEEDBACK_URL, () => HttpResponse.error());
}
