import { createClient, type TalatClient } from '@talat/client/all';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { feedbackRequest, validSubmission } from '../contact-form/test-fixtures';
import { startMockServer } from '../node';

// The router applies faults to REST patterns too: these prove a broken feedback route reaches the
// shared client the way the widget will meet it (§8 Contact forms: invalid_json, HTTP errors).
const { server, shop } = startMockServer();
afterEach(() => shop.faults.clear());
afterAll(() => server.close());

const client: TalatClient = createClient({
  ajaxUrl: '/wp-admin/admin-ajax.php',
  wcAjaxUrl: '/?wc-ajax=%%endpoint%%',
  restRoot: '/wp-json/',
  baseUrl: 'http://shop.test',
});

async function validFormData(): Promise<FormData> {
  const { entries, files } = validSubmission(shop);
  return feedbackRequest(entries, files).formData();
}

describe('faults on the contact form routes, through the client', () => {
  it('sends a real submission through when nothing is armed', async () => {
    await expect(client.contactForm.submitFeedback(120, await validFormData())).resolves.toMatchObject({ status: 'mail_sent' });
  });

  it.each([
    [{ status: 500 }, { kind: 'http', status: 500 }],
    [{ invalidJson: true as const }, { kind: 'invalid-json' }],
    [{ status: 503, wpError: { code: 'wpcf7_busy', message: 'ระบบไม่ว่าง' } }, { kind: 'server', status: 503, code: 'wpcf7_busy' }],
  ])('a fault %j on the feedback pattern reaches the caller as %j', async (fault, expected) => {
    shop.faults.add({ endpoint: '/contact-form-7/v1/contact-forms/:id/feedback', ...fault });
    await expect(client.contactForm.submitFeedback(120, await validFormData())).rejects.toMatchObject(expected);
  });

  it('matches a concrete path with the /wp-json prefix, once, and only for POST', async () => {
    shop.faults.add({ endpoint: '/wp-json/contact-form-7/v1/contact-forms/120/feedback', method: 'POST', status: 500, times: 1 });
    await expect(client.contactForm.getSchema(120)).resolves.toMatchObject({ version: 'Contact Form 7 SWV Schema 2024-10' });
    await expect(client.contactForm.submitFeedback(120, await validFormData())).rejects.toMatchObject({ kind: 'http', status: 500 });
    await expect(client.contactForm.submitFeedback(120, await validFormData())).resolves.toMatchObject({ status: 'mail_sent' });
  });

  it('breaks the refill the same way', async () => {
    shop.faults.add({ endpoint: '/contact-form-7/v1/contact-forms/:id/refill', invalidJson: true });
    await expect(client.contactForm.refill(120)).rejects.toMatchObject({ kind: 'invalid-json' });
  });
});
