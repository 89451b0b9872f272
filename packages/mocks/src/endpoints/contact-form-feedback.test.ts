import { afterEach, describe, expect, it, vi } from 'vitest';
import { CAPTCHA_LIFETIME_MS, captchaAnswerFor } from '../contact-form/challenges';
import { CF7_MESSAGES as M } from '../contact-form/messages';
import { quizAnswerFor } from '../contact-form/quiz-pool';
import { sentContactMessages } from '../contact-form/submit';
import { feedbackRequest, FEEDBACK_URL, pdf, UNIT_TAG, validSubmission, withField, type Entries } from '../contact-form/test-fixtures';
import { createFakeShop } from '../shop';
import { readJson } from '../test-fixtures';
import { createFakeWordPress } from '../wordpress';

afterEach(() => {
  vi.useRealTimers();
});

interface Reply {
  status: string;
  message: string;
  invalid_fields: Array<{ field: string; message: string; idref: string | null; error_id: string }>;
  captcha?: Record<string, string>;
  quiz?: Record<string, [string, string]>;
}

function setup() {
  const shop = createFakeShop();
  const wordpress = createFakeWordPress(shop);
  const post = async (entries: Entries, files: Record<string, File>, url = FEEDBACK_URL) => {
    const response = await wordpress.handle(feedbackRequest(entries, files, url));
    return { response, body: (await readJson(response)) as Reply };
  };
  return { shop, post, valid: () => validSubmission(shop) };
}

/** The one invalid field a change causes, through the real multipart request. */
async function onlyError(change: (entries: Entries) => Entries, files?: Record<string, File>) {
  const { post, valid } = setup();
  const submission = valid();
  const { body } = await post(change(submission.entries), files ?? submission.files);
  expect(body.status).toBe('validation_failed');
  expect(body.invalid_fields).toHaveLength(1);
  const [field] = body.invalid_fields;
  return [field?.field, field?.message];
}

describe('§7 Contact forms: POST contact-forms/{id}/feedback', () => {
  it('answers 200 JSON with CF7 reply shape for a valid multipart submission', async () => {
    const { shop, post, valid } = setup();
    const { entries, files } = valid();
    const { response, body } = await post(entries, files);
    expect(response?.status).toBe(200);
    expect(response?.headers.get('Content-Type')).toBe('application/json; charset=UTF-8');
    expect(body).toEqual({
      contact_form_id: 120,
      status: 'mail_sent',
      message: M.mail_sent_ok,
      posted_data_hash: expect.stringMatching(/^[0-9a-f]{32}$/),
      into: `#${UNIT_TAG}`,
      invalid_fields: [],
      captcha: { 'captcha-1': expect.stringMatching(/^\/mock-media\/wpcf7-captcha\/\d+\.png$/) },
      quiz: { 'quiz-1': [expect.any(String), expect.stringMatching(/^[0-9a-f]{32}$/)] },
    });
    expect(sentContactMessages(shop)).toHaveLength(1);
    expect(sentContactMessages(shop)[0]?.files).toEqual([{ field: 'slip', name: 'design.pdf', size: 64, type: 'application/pdf' }]);
  });

  it.each<[string, (e: Entries) => Entries, string, string]>([
    ['required', (e) => withField(e, 'your-tel', '   '), 'your-tel', M.invalid_required],
    ['minlength', (e) => withField(e, 'your-name', 'ส'), 'your-name', M.invalid_too_short],
    ['maxlength', (e) => withField(e, 'your-name', 'ก'.repeat(101)), 'your-name', M.invalid_too_long],
    ['email', (e) => withField(e, 'your-email', 'somchai@example'), 'your-email', M.invalid_email],
    ['url', (e) => withField(e, 'website', 'javascript:alert(1)'), 'website', M.invalid_url],
    ['tel', (e) => withField(e, 'your-tel', '08-12'), 'your-tel', M.invalid_tel],
    ['number', (e) => withField(e, 'quantity', '๕๑'), 'quantity', M.invalid_number],
    ['minnumber', (e) => withField(e, 'quantity', '-49'), 'quantity', M.number_too_small],
    ['maxnumber', (e) => withField(e, 'quantity', '10001'), 'quantity', M.number_too_large],
    ['stepnumber', (e) => withField(e, 'quantity', '50'), 'quantity', M.number_step],
    ['date', (e) => withField(e, 'delivery-date', '15/06/2026'), 'delivery-date', M.invalid_date],
    ['mindate', (e) => withField(e, 'delivery-date', '2024-12-31'), 'delivery-date', M.date_too_early],
    ['maxdate', (e) => withField(e, 'delivery-date', '2031-01-06'), 'delivery-date', M.date_too_late],
    ['dayofweek', (e) => withField(e, 'delivery-date', '2026-06-13'), 'delivery-date', M.weekdays_only],
    ['time', (e) => withField(e, 'delivery-time', '24:00'), 'delivery-time', M.invalid_time],
    ['enum (select)', (e) => withField(e, 'product-type', 'ขวดน้ำหอม'), 'product-type', M.invalid_choice],
    ['required (radio)', (e) => withField(e, 'customer-type'), 'customer-type', M.invalid_required],
    ['required (checkbox)', (e) => withField(e, 'sample-items[]'), 'sample-items', M.invalid_required],
    ['minitems', (e) => withField(e, 'sample-items[]', 'ขวดแก้ว'), 'sample-items', M.too_few_items],
    ['maxitems', (e) => withField(e, 'sample-items[]', 'ขวดแก้ว', 'ฝาปั๊ม', 'ฝาสเปรย์', 'ขวดพลาสติก'), 'sample-items', M.too_many_items],
    ['enum (checkbox)', (e) => withField(e, 'sample-items[]', 'ขวดแก้ว', 'ทองคำ'), 'sample-items', M.invalid_choice],
    ['any (backup contact)', (e) => withField(e, 'backup-tel', ''), 'backup-tel', M.contact_by_any],
    ['quiz answer', (e) => withField(e, 'quiz-1', '42'), 'quiz-1', M.quiz_answer_not_correct],
    ['quiz hash', (e) => withField(e, '_wpcf7_quiz_answer_quiz-1', 'f'.repeat(32)), 'quiz-1', M.quiz_answer_not_correct],
    ['captcha answer', (e) => withField(e, 'captcha-1', 'WRONG'), 'captcha-1', M.captcha_not_match],
  ])('rule %s', async (_, change, field, message) => {
    expect(await onlyError(change)).toEqual([field, message]);
  });

  it('lets a free-text checkbox take any value, and the backup e-mail stand in for the backup phone', async () => {
    const { post, valid } = setup();
    const { entries, files } = valid();
    let sent = withField(entries, 'heard-from[]', 'อื่น ๆ', 'อะไรก็ได้');
    sent = withField(withField(sent, 'backup-tel', ''), 'backup-email', 'backup@example.com');
    expect((await post(sent, files)).body.status).toBe('mail_sent');
  });

  it.each<[string, Record<string, File>, string]>([
    ['requiredfile', {}, M.invalid_required],
    ['requiredfile (an empty file input)', { slip: new File([], '') }, M.invalid_required],
    ['file', { slip: pdf('slip.exe') }, M.upload_failed_not_allowed],
    ['minfilesize', { slip: pdf('slip.pdf', 0) }, M.upload_file_too_small],
    ['maxfilesize', { slip: pdf('slip.pdf', 1024 * 1024 + 1) }, M.upload_file_too_large],
  ])('rule %s', async (_, files, message) => {
    expect(await onlyError((e) => e, files)).toEqual(['slip', message]);
  });

  it('takes a 1 MB file exactly, named in capitals', async () => {
    const { post, valid } = setup();
    expect((await post(valid().entries, { slip: pdf('SLIP.JPG', 1024 * 1024) })).body.status).toBe('mail_sent');
  });

  it('refuses a captcha prefix once it was used, and one that expired', async () => {
    const { shop, post, valid } = setup();
    const first = valid();
    expect((await post(first.entries, first.files)).body.status).toBe('mail_sent');
    const again = await post(first.entries, first.files);
    expect(again.body.invalid_fields.map((f) => [f.field, f.message])).toEqual([['captcha-1', M.captcha_not_match]]);

    vi.useFakeTimers({ toFake: ['Date'] });
    const late = valid();
    vi.setSystemTime(Date.now() + CAPTCHA_LIFETIME_MS);
    const expired = await post(late.entries, late.files);
    expect(expired.body.invalid_fields.map((f) => f.field)).toEqual(['captcha-1']);
    expect(sentContactMessages(shop)).toHaveLength(1);
  });

  it('accepts the refreshed captcha and quiz of a failed reply on the next try', async () => {
    const { shop, post, valid } = setup();
    const { entries, files } = valid();
    const failed = (await post(withField(entries, 'your-email', 'x'), files)).body;
    const prefix = /\/(\d+)\.png$/.exec(failed.captcha?.['captcha-1'] ?? '')?.[1] ?? '';
    const [question, hash] = failed.quiz?.['quiz-1'] ?? ['', ''];
    let retry = withField(entries, '_wpcf7_captcha_challenge_captcha-1', prefix);
    retry = withField(retry, 'captcha-1', captchaAnswerFor(shop, prefix) ?? '');
    retry = withField(withField(retry, '_wpcf7_quiz_answer_quiz-1', hash), 'quiz-1', quizAnswerFor(question) ?? '');
    expect((await post(retry, files)).body.status).toBe('mail_sent');
  });

  it('answers 404 wpcf7_not_found for an unknown form, and 400 for wrong hidden fields', async () => {
    const { post, valid } = setup();
    const { entries, files } = valid();
    const unknown = await post(entries, files, FEEDBACK_URL.replace('/120/', '/7/'));
    expect(unknown.response?.status).toBe(404);
    expect(unknown.body).toEqual({ code: 'wpcf7_not_found', message: M.form_not_found, data: { status: 404 } });
    const noTag = await post(withField(entries, '_wpcf7_unit_tag'), files);
    expect([noTag.response?.status, (noTag.body as unknown as { code: string }).code]).toEqual([400, 'wpcf7_unit_tag_not_found']);
  });

  it('has no GET: the REST API answers rest_no_route', async () => {
    const response = await createFakeWordPress(createFakeShop()).handle(new Request(FEEDBACK_URL));
    expect(response?.status).toBe(404);
    expect(await readJson(response)).toMatchObject({ code: 'rest_no_route' });
  });
});
