import { describe, expect, it } from 'vitest';
import { DEMO_CONTACT_FORM } from '../contact-form/demo-form';
import { contactFormSchema } from '../contact-form/schema';
import { createFakeShop } from '../shop';
import { BASE, readJson } from '../test-fixtures';
import { createFakeWordPress } from '../wordpress';

const schemaUrl = (id: string | number) => `${BASE}/wp-json/contact-form-7/v1/contact-forms/${id}/feedback/schema`;

describe('§7 Contact forms: GET contact-forms/{id}/feedback/schema', () => {
  it('answers the form SWV schema as JSON', async () => {
    const response = await createFakeWordPress(createFakeShop()).handle(new Request(schemaUrl(120), { headers: { Accept: 'application/json, */*;q=0.1' } }));
    expect(response?.status).toBe(200);
    expect(response?.headers.get('Content-Type')).toMatch(/^application\/json/);
    const body = (await readJson(response)) as { version: string; locale: string; rules: unknown[] };
    expect(body).toEqual(JSON.parse(JSON.stringify(contactFormSchema(DEMO_CONTACT_FORM))));
    expect(body.version).toBe('Contact Form 7 SWV Schema 2024-10');
    expect(body.rules.length).toBeGreaterThan(30);
  });

  it('answers 404 for an unknown form and rest_no_route for a POST', async () => {
    const wordpress = createFakeWordPress(createFakeShop());
    expect((await wordpress.handle(new Request(schemaUrl(121))))?.status).toBe(404);
    const post = await wordpress.handle(new Request(schemaUrl(120), { method: 'POST' }));
    expect(await readJson(post)).toMatchObject({ code: 'rest_no_route' });
  });
});
