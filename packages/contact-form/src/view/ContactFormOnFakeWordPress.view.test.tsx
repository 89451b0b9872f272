// @vitest-environment jsdom
import { act, fireEvent, waitFor } from '@testing-library/react';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  contactFormGlobals,
  contactFormMarkup,
  createFakeShop,
  createMswHandlers,
  DEMO_CONTACT_FORM,
  issueContactFormChallenges,
  showIntent,
  type FakeShop,
} from '@talat/mocks';
import { mountContactForm } from '../mount';

// The widget with the real REST client against the fake WordPress (msw/node): the wiring of
// schema, feedback and refill from the markup CF7 prints to the replies CF7 gives.

const server = setupServer();
let shop: FakeShop;
let unmount: (() => void) | undefined;

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  shop = createFakeShop();
  server.resetHandlers(...createMswHandlers(shop));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  act(() => unmount?.());
  unmount = undefined;
  document.body.innerHTML = '';
  delete (window as unknown as Record<string, unknown>).wpcf7;
});

const form = () => document.querySelector<HTMLFormElement>('form.wpcf7-form')!;
const output = () => document.querySelector<HTMLElement>('.wpcf7-response-output')!;

let schemaAnswered = false;
server.events.on('response:mocked', ({ request }) => {
  if (request.url.includes('/feedback/schema')) schemaAnswered = true;
});

async function mountDemoForm() {
  schemaAnswered = false;
  document.body.innerHTML = contactFormMarkup(DEMO_CONTACT_FORM, { challenges: issueContactFormChallenges(shop, DEMO_CONTACT_FORM) });
  Object.assign(window, { wpcf7: contactFormGlobals() });
  act(() => {
    unmount = mountContactForm(document.querySelector<HTMLElement>('.wpcf7')!) ?? undefined;
  });
  showIntent(document.querySelector('.wpcf7')!);
  await waitFor(() => expect(document.querySelector('.talat-cf-spinner')).not.toBeNull());
}

describe('contact form on the fake WordPress', () => {
  it('an empty submission comes back invalid with a tip per field from the server', async () => {
    await mountDemoForm();
    act(() => fireEvent.submit(form()));
    await waitFor(() => expect(output().textContent).not.toBe(''));
    expect(form().getAttribute('data-status')).toBe('invalid');
    const name = document.querySelector('[data-name="your-name"] .wpcf7-not-valid-tip');
    expect(name?.textContent).not.toBe('');
    expect(document.querySelectorAll('.screen-reader-response li').length).toBeGreaterThan(3);
    expect(form().querySelector<HTMLInputElement>('input[name="your-name"]')!.getAttribute('aria-invalid')).toBe('true');
  });

  it('checks a field on change with the schema it fetched', async () => {
    await mountDemoForm();
    const email = form().querySelector<HTMLInputElement>('input[name="your-email"]')!;
    // A change before the schema is in is simply not checked, so wait for its reply first.
    await waitFor(() => expect(schemaAnswered).toBe(true));
    await act(async () => undefined);
    fireEvent.change(email, { target: { value: 'somchai@' } });
    await waitFor(() => expect(document.querySelector('[data-name="your-email"] .wpcf7-not-valid-tip')).not.toBeNull());
  });

  it('a 500 from the feedback route shows the Thai message and keeps what was typed', async () => {
    await mountDemoForm();
    shop.faults.add({ endpoint: '/contact-form-7/v1/contact-forms/:id/feedback', status: 500, wpError: { code: 'boom', message: 'Boom' } });
    const name = form().querySelector<HTMLInputElement>('input[name="your-name"]')!;
    name.value = 'สมหญิง';
    act(() => fireEvent.submit(form()));
    await waitFor(() => expect(output().textContent).toContain('500'));
    expect(form().getAttribute('data-status')).toBe('failed');
    expect(name.value).toBe('สมหญิง');
  });
});
