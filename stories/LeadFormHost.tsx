import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { mountLeadForm } from '@talat/lead-form';
import { installFakeRecaptcha, leadFormGlobals } from '@talat/mocks';
import { leadFormBuilderMarkup } from '../examples/pages/lead-forms';
import type { LeadFormScenario } from './lead-form.fixtures';
import { insertStoryPage } from './story-page';
import './forms.css';

export interface LeadFormHostProps {
  scenario: LeadFormScenario;
  /** Where the widget would send the browser (the success redirect); logged instead of leaving Storybook. */
  onNavigate: (url: string) => void;
}

interface Navigation {
  id: number;
  url: string;
}

/**
 * Does what a WordPress page with Lead Form Builder does: prints `frontendajax`, the form's markup
 * as the plugin's PHP (2.2.4) prints it (§2.13) and, when the form has a captcha, the reCAPTCHA script (here the fake one, which must not
 * reach Google), then the real widget enhances the form with the same `mountLeadForm` the
 * script-tag entry uses. Unmounting puts everything back: widget, faults, globals and markup.
 */
export function LeadFormHost({ scenario, onNavigate }: LeadFormHostProps) {
  const anchor = useRef<HTMLDivElement>(null);
  const navigate = useRef(onNavigate);
  navigate.current = onNavigate;
  const [panel, setPanel] = useState<HTMLElement | null>(null);
  const [navigations, setNavigations] = useState<Navigation[]>([]);

  useEffect(() => {
    const element = anchor.current;
    if (!element) return;
    const win = element.ownerDocument.defaultView ?? window;
    const globals = win as unknown as Record<string, unknown>;
    const { shop, form: options } = scenario;
    setNavigations([]);
    const disarms = scenario.faults.map((rule) => shop.faults.add(rule));
    globals.frontendajax = leadFormGlobals(shop);
    // The plugin prints Google's script only for a form with its captcha on.
    const withCaptcha = options.captcha === 'enable';
    if (withCaptcha) installFakeRecaptcha(win);

    const placement = options.fields === 'short' ? 'footer' : 'quote';
    const page = insertStoryPage(
      element,
      `story-forms-page story-lead-page story-lead-page--${placement}`,
      `${leadFormBuilderMarkup(options)}<div class="story-forms-tools"></div>`,
    );
    let nextId = 0;
    const capture = (url: string) => {
      navigate.current(url);
      setNavigations((list) => [...list, { id: nextId++, url }]);
    };
    const form = page.querySelector<HTMLFormElement>('form.lead-form-front');
    const unmount = form ? mountLeadForm(form, { navigate: capture }) : undefined;
    setPanel(page.querySelector<HTMLElement>('.story-forms-tools'));

    return () => {
      disarms.forEach((disarm) => disarm());
      delete globals.frontendajax;
      if (withCaptcha) delete globals.grecaptcha;
      setPanel(null);
      // The widget's views are React roots of their own; unmounting them while this root commits
      // makes React warn. Only this mount's nodes go: the next story may already be on the page.
      queueMicrotask(() => {
        unmount?.();
        page.remove();
      });
    };
  }, [scenario]);

  return (
    <>
      <div ref={anchor} hidden />
      {panel && navigations.length > 0
        ? createPortal(
            <section className="story-forms-navigation" aria-label="การเปลี่ยนหน้าที่ดักไว้">
              <h3>วิดเจ็ตสั่งให้เบราว์เซอร์ไปที่ (ดักไว้ ไม่ได้ออกจาก Storybook)</h3>
              <ol>
                {navigations.map((entry) => (
                  <li key={entry.id}>
                    <code>{entry.url}</code>
                  </li>
                ))}
              </ol>
            </section>,
            panel,
          )
        : null}
    </>
  );
}
