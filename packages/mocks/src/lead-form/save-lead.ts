import { isEmail } from '../contact-form/formats';
import type { FakeShop } from '../shop';
import { defineShopState } from '../shop-state';
import { leadFields } from './fields';
import { findLeadForm } from './forms';
import { isLiveRecaptchaToken, spendRecaptchaToken } from './recaptcha-tokens';

// Save_Form_Data after its nonce check (§7 Lead forms): the plugin's three plain-text answers, in
// the order it reaches them. 'INVAILD' is the plugin's own spelling and must stay so.

export type LeadSaveReply = 'inserted' | 'invalidcaptcha' | 'INVAILD';

export interface SavedLead {
  readonly formId: number;
  /** The form's fields as posted; `[]` fields as lists. The form id and captcha token are left out. */
  readonly fields: Record<string, string | string[]>;
}

const leads = defineShopState((): SavedLead[] => []);

/** Leads stored so far, oldest first. */
export function savedLeads(shop: FakeShop): readonly SavedLead[] {
  return leads(shop);
}

const NOT_STORED = new Set(['hidden_field', 'g-recaptcha-response', 'submit']);

function fieldRecord(entries: ReadonlyArray<[string, string]>): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const [name, value] of entries) {
    if (NOT_STORED.has(name)) continue;
    if (!name.endsWith('[]')) {
      record[name] = value;
      continue;
    }
    const key = name.slice(0, -2);
    const list = record[key];
    record[key] = Array.isArray(list) ? [...list, value] : [value];
  }
  return record;
}

/** `fdata` is jQuery's serialize(): url-encoded, '+' for a space — what URLSearchParams reads. */
export function saveLead(shop: FakeShop, fdata: string): LeadSaveReply {
  const entries = [...new URLSearchParams(fdata)];
  const value = (name: string): string => (entries.find(([n]) => n === name)?.[1] ?? '').trim();
  const form = findLeadForm(value('hidden_field'));
  if (!form) return 'INVAILD';
  const fields = leadFields(form.fields ?? 'full');
  const nameMissing = fields.some((f) => f.kind === 'name' && value(f.name) === '');
  const emailBad = fields.some((f) => f.kind === 'email' && !isEmail(value(f.name)));
  if (nameMissing || emailBad) return 'INVAILD';
  if (form.captcha === 'enable') {
    const token = value('g-recaptcha-response');
    if (!isLiveRecaptchaToken(shop, token)) return 'invalidcaptcha';
    spendRecaptchaToken(shop, token);
  }
  leads(shop).push({ formId: form.formId, fields: fieldRecord(entries) });
  return 'inserted';
}
