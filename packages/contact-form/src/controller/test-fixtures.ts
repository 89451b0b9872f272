import { vi } from 'vitest';
import type { ContactFormCalls, ContactFormFeedback, ContactFormRefill } from '@talat/client';
import { createContactFormController, type ContactFormControllerOptions, type ContactFormEffects } from './contact-form-controller';
import type { FormStatus } from './status';
import { deferred, type Deferred } from '../test-fixtures';

export { deferred, type Deferred };

// The controller with calls whose replies a test gives by hand, and effects that record.

export const SCHEMA = {
  rules: [
    { rule: 'required', field: 'your-name', error: 'กรุณากรอกชื่อ' },
    { rule: 'required', field: 'your-email', error: 'กรุณากรอกอีเมล' },
    { rule: 'email', field: 'your-email', error: 'อีเมลไม่ถูกต้อง' },
  ],
};

export function feedback(overrides: Partial<ContactFormFeedback>): ContactFormFeedback {
  return { status: 'mail_sent', message: 'ขอบคุณ', invalid_fields: [], ...overrides };
}

export function setup(calls: Partial<ContactFormCalls> = {}, options: Partial<ContactFormControllerOptions> = {}) {
  const submits: Array<Deferred<ContactFormFeedback | undefined>> = [];
  const refills: Array<Deferred<ContactFormRefill | undefined>> = [];
  const api: ContactFormCalls = {
    submitFeedback: vi.fn(() => {
      const d = deferred<ContactFormFeedback | undefined>();
      submits.push(d);
      return d.promise;
    }),
    refill: vi.fn(() => {
      const d = deferred<ContactFormRefill | undefined>();
      refills.push(d);
      return d.promise;
    }),
    getSchema: vi.fn(async () => SCHEMA),
    ...calls,
  };
  const effects = { applyRefill: vi.fn(), setPostedDataHash: vi.fn(), resetFields: vi.fn(), focusCaptcha: vi.fn(), emit: vi.fn() } satisfies ContactFormEffects;
  const controller = createContactFormController({ formId: 120, calls: api, effects, ...options });
  const statuses: FormStatus[] = [];
  controller.$status.listen((status) => statuses.push(status));
  return { controller, api, effects, submits, refills, statuses };
}

export const values = (entries: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(entries)) data.append(name, value);
  return data;
};
