import { describe, expect, it } from 'vitest';
import { statusFromServer, submissionEventName } from './status';

describe('§4 Contact form status mapping', () => {
  it.each([
    ['validation_failed', 'invalid'],
    ['acceptance_missing', 'unaccepted'],
    ['spam', 'spam'],
    ['aborted', 'aborted'],
    ['mail_sent', 'sent'],
    ['mail_failed', 'failed'],
    ['payment_required', 'payment-required'],
    ['init', 'init'],
  ])('server status %s shows as %s', (server, shown) => {
    expect(statusFromServer(server)).toBe(shown);
  });

  it('keeps a page status as it is', () => {
    expect(statusFromServer('sent')).toBe('sent');
    expect(statusFromServer('payment-required')).toBe('payment-required');
  });

  it('turns any other status into custom-{slug} that is safe as a class name', () => {
    expect(statusFromServer('quota_exceeded')).toBe('custom-quota-exceeded');
    expect(statusFromServer('  Over  the limit!! ')).toBe('custom-Over-the-limit');
    expect(statusFromServer('"><img src=x>')).toBe('custom-img-src-x');
  });

  it('names the CF7 event of each final status', () => {
    expect(submissionEventName('invalid')).toBe('invalid');
    expect(submissionEventName('sent')).toBe('mailsent');
    expect(submissionEventName('failed')).toBe('mailfailed');
    expect(submissionEventName('custom-x')).toBeUndefined();
  });
});
