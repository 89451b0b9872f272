import { useEffect, useRef } from 'react';
import type { ContactFormCalls } from '@talat/client';
import { createContactFormClient } from '@talat/client/contact-form';
import { mountContactForm } from '@talat/contact-form';
import {
  contactFormGlobals,
  contactFormMarkup,
  DEMO_CONTACT_FORM,
  escapeXml,
  issueContactFormChallenges,
  type ContactFormMarkupOptions,
} from '@talat/mocks';
import { CONTACT_PAGE_PATH, type ContactFormScenario } from './contact-form.fixtures';
import { unacceptedRoundTrip } from './contact-form.shopper';
import { insertStoryPage } from './story-page';
import './forms.css';

/** Set on the story's page once the form's validation schema has arrived (see schemaMarkingCalls). */
export const SCHEMA_LOADED_ATTRIBUTE = 'data-story-schema-loaded';

/** What the page response prints for this scenario: a cached page, a no-JS reply, or a fresh page. */
function pageOptions(scenario: ContactFormScenario): ContactFormMarkupOptions {
  const base: ContactFormMarkupOptions = { pagePath: CONTACT_PAGE_PATH };
  if (scenario.cachedChallenges) return { ...base, challenges: scenario.cachedChallenges };
  const challenges = issueContactFormChallenges(scenario.shop, DEMO_CONTACT_FORM);
  if (scenario.unacceptedRoundTrip) return { ...base, ...unacceptedRoundTrip(scenario.shop, challenges) };
  return { ...base, challenges };
}

/** A theme's newsletter box around the shortcode: the HTML parser drops the inner <form> tag (§8). */
function wrappedInThemeForm(form: string): string {
  return `<form class="story-theme-subscribe" action="${CONTACT_PAGE_PATH}" method="get">${form}</form>`;
}

/**
 * The client the widget would build from `wpcf7.api.root` itself, telling the page when the schema
 * has arrived: until then a change is not validated (the server still is), and a play function that
 * types a mistake must wait for it the way a shopper's first keystrokes do.
 */
function schemaMarkingCalls(page: HTMLElement, restRoot: string): ContactFormCalls {
  const real = createContactFormClient({ restRoot, ajaxUrl: '/wp-admin/admin-ajax.php' });
  return {
    submitFeedback: (id, formData, options) => real.submitFeedback(id, formData, options),
    refill: (id, options) => real.refill(id, options),
    async getSchema(id, options) {
      const schema = await real.getSchema(id, options);
      page.setAttribute(SCHEMA_LOADED_ATTRIBUTE, '');
      return schema;
    },
  };
}

export interface ContactFormHostProps {
  scenario: ContactFormScenario;
}

/**
 * Does what a WordPress contact page does: the server arms this story's faults, prints the `wpcf7`
 * global and Contact Form 7's markup of the demo form (§2.12) with this visit's captcha and quiz,
 * then the real widget enhances `div.wpcf7` with the same `mountContactForm` the script-tag entry
 * uses. Unmounting puts everything back: widget, faults, global and markup.
 */
export function ContactFormHost({ scenario }: ContactFormHostProps) {
  const anchor = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    const globals = (element.ownerDocument.defaultView ?? window) as unknown as Record<string, unknown>;
    const disarms = scenario.faults.map((rule) => scenario.shop.faults.add(rule));
    const wpcf7 = contactFormGlobals({ cached: scenario.cached });
    globals.wpcf7 = wpcf7;

    const form = contactFormMarkup(DEMO_CONTACT_FORM, pageOptions(scenario));
    const page = insertStoryPage(
      element,
      'story-forms-page story-contact-page',
      `<h2 class="story-forms-page__title">${escapeXml(DEMO_CONTACT_FORM.title)}</h2>${scenario.misplaced ? wrappedInThemeForm(form) : form}`,
    );
    const root = page.querySelector<HTMLElement>('div.wpcf7');
    const unmount = root ? mountContactForm(root, { calls: schemaMarkingCalls(page, wpcf7.api.root) }) : undefined;

    return () => {
      disarms.forEach((disarm) => disarm());
      delete globals.wpcf7;
      // The widget's views are React roots of their own; unmounting them while this root commits
      // makes React warn. Only this mount's nodes go: the next story may already be on the page.
      queueMicrotask(() => {
        unmount?.();
        page.remove();
      });
    };
  }, [scenario]);

  return <div ref={anchor} hidden />;
}
