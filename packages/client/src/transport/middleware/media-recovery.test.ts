import { describe, expect, it, vi } from 'vitest';
import { errorMessageKey, TalatRequestError } from '../../errors';
import type { CallOptions } from '../context';
import type { RestRequestInit, RestTarget } from '../rest-request';
import { mediaRecovery } from './media-recovery';
import { json, recordingNext, restRequest } from './test-fixtures';

const MEDIA = 'http://shop.test/wp-json/wp/v2/media';
const upload = (path = 'wp/v2/media') => restRequest({ target: { path }, url: new URL(MEDIA), method: 'POST', body: new FormData(), options: { timeoutMs: 99 } });
const failedUpload = (headers: Record<string, string> = { 'X-WP-Upload-Attachment-ID': '88' }, status = 500) =>
  json({ code: 'rest_upload_sideload_error', message: 'Internal Server Error' }, { status, headers });
const ATTACHMENT = { id: 88, source_url: 'http://shop.test/lip.jpg' };

/** The transport's own call, recorded: each answer in turn, the last one repeating. */
function fakeCall(...answers: Array<() => Response | Promise<Response>>) {
  return vi.fn(async (_target: RestTarget, _init: RestRequestInit, _options: CallOptions) => {
    const answer = answers.shift() ?? (() => json({ code: 'rest_upload_image_error' }, { status: 500 }));
    if (answers.length === 0) answers.push(answer);
    return answer();
  });
}

const POST_PROCESS = [{ path: 'wp/v2/media/88/post-process' }, { method: 'POST', json: { action: 'create-image-subsizes' } }, { timeoutMs: 99 }];
const DELETE = [{ path: 'wp/v2/media/88' }, { method: 'DELETE', query: { force: true } }, { timeoutMs: 99 }];

describe('media recovery middleware (§7 Media upload recovery)', () => {
  it('hands back a successful upload, and any other request’s failure, untouched', async () => {
    const call = fakeCall();
    const created = json(ATTACHMENT, { status: 201 });
    await expect(mediaRecovery(call)(upload(), recordingNext(() => created))).resolves.toBe(created);
    const other = failedUpload();
    const postElsewhere = restRequest({ method: 'POST', target: { path: 'wp/v2/posts' } });
    await expect(mediaRecovery(call)(postElsewhere, recordingNext(() => other))).resolves.toBe(other);
    const byUrl = restRequest({ method: 'POST', target: { url: MEDIA } });
    await expect(mediaRecovery(call)(byUrl, recordingNext(() => other))).resolves.toBe(other);
    expect(call).not.toHaveBeenCalled();
  });

  it.each([
    ['a 5xx without the attachment header', () => failedUpload({})],
    ['a 4xx with it', () => failedUpload({ 'X-WP-Upload-Attachment-ID': '88' }, 413)],
    ['a header that is not an id', () => failedUpload({ 'X-WP-Upload-Attachment-ID': '88abc' })],
  ])('%s is an ordinary failure: no recovery', async (_label, reply) => {
    const call = fakeCall();
    const response = await mediaRecovery(call)(upload(), recordingNext(reply));
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(call).not.toHaveBeenCalled();
  });

  it('post-processes through the whole chain and answers with the first reply that succeeds', async () => {
    const fail = () => json({ code: 'rest_upload_image_error' }, { status: 500 });
    const call = fakeCall(fail, () => json(ATTACHMENT));
    const response = await mediaRecovery(call)(upload('/wp/v2/media/'), recordingNext(() => failedUpload()));
    await expect(response.json()).resolves.toEqual(ATTACHMENT);
    expect(call.mock.calls).toEqual([POST_PROCESS, POST_PROCESS]);
  });

  it('after 5 failed attempts (errors or 5xx) deletes the attachment (force) and fails with post_process', async () => {
    const network = () => Promise.reject(new TalatRequestError({ kind: 'network', message: 'offline' }));
    const call = fakeCall(network, network);
    const error = await mediaRecovery(call)(upload(), recordingNext(() => failedUpload({ 'X-WP-Upload-Attachment-ID': '88' }, 503))).catch((e: unknown) => e);
    expect(call.mock.calls).toEqual([POST_PROCESS, POST_PROCESS, POST_PROCESS, POST_PROCESS, POST_PROCESS, DELETE]);
    expect(error).toMatchObject({ kind: 'server', code: 'post_process', status: 503, data: { attachmentId: 88 } });
    expect(errorMessageKey(error)).toBe('post_process');
  });

  it('a failed delete still ends with post_process', async () => {
    const call = fakeCall(...Array.from({ length: 5 }, () => () => json({}, { status: 500 })), () => Promise.reject(new Error('gone')));
    await expect(mediaRecovery(call)(upload(), recordingNext(() => failedUpload()))).rejects.toMatchObject({ code: 'post_process' });
    expect(call).toHaveBeenCalledTimes(6);
  });

  it('a caller who aborts during recovery gets aborted, and nothing is deleted on their behalf', async () => {
    const aborted = new TalatRequestError({ kind: 'aborted', message: 'Aborted' });
    const call = fakeCall(() => Promise.reject(aborted));
    await expect(mediaRecovery(call)(upload(), recordingNext(() => failedUpload()))).rejects.toBe(aborted);
    expect(call.mock.calls).toEqual([POST_PROCESS]);
  });
});
