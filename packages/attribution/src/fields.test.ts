import { describe, expect, it } from 'vitest';
import { ATTRIBUTION_FIELDS, capFieldValue, emptyAttributionValues, FIELD_MAX_LENGTH, FIELD_SOURCES } from './fields';
import { DEFAULT_SOURCEBUSTER_SETTINGS } from './sourcebuster';

// §3 Order attribution: the 16 posted fields and WooCommerce's map of where each is read.

describe('fields', () => {
  it('lists the 16 fields in OrderAttributionMeta order, each with its sourcebuster accessor', () => {
    expect(ATTRIBUTION_FIELDS).toHaveLength(16);
    expect(FIELD_SOURCES).toEqual({
      source_type: 'current.typ',
      referrer: 'current_add.rf',
      utm_campaign: 'current.cmp',
      utm_source: 'current.src',
      utm_medium: 'current.mdm',
      utm_content: 'current.cnt',
      utm_id: 'current.id',
      utm_term: 'current.trm',
      utm_source_platform: 'current.plt',
      utm_creative_format: 'current.fmt',
      utm_marketing_tactic: 'current.tct',
      session_entry: 'current_add.ep',
      session_start_time: 'current_add.fd',
      session_pages: 'session.pgs',
      session_count: 'udata.vst',
      user_agent: 'udata.uag',
    });
    expect(Object.keys(FIELD_MAX_LENGTH)).toEqual([...ATTRIBUTION_FIELDS]);
    expect(Object.values(emptyAttributionValues()).every((value) => value === null)).toBe(true);
  });

  it('caps without splitting a surrogate pair', () => {
    expect(capFieldValue('utm_source', 'x'.repeat(600))).toHaveLength(500);
    const emoji = 'x'.repeat(499) + '😀';
    expect(capFieldValue('utm_source', emoji)).toBe('x'.repeat(499));
    expect(capFieldValue('utm_source', 'short')).toBe('short');
  });

  it("§9 Other: the shop's sourcebuster settings are 0.00001 months and 30 minutes", () => {
    expect(DEFAULT_SOURCEBUSTER_SETTINGS).toEqual({ lifetimeMonths: 0.00001, sessionMinutes: 30, base64: false });
  });
});
