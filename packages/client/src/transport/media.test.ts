import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { errorMessageKey } from '../errors';
import { multipartPairs, queryPairs, REST, testClient, useServer } from '../test-support';

const server = useServer();
const MEDIA = `${REST}wp/v2/media`;

function photo(): File {
  return new File(['JPEGDATA'], 'ลิปสติก.jpg', { type: 'image/jpeg' });
}

interface Seen {
  method: string;
  path: string;
  override: string | null;
  query: Array<[string, string]>;
  body: unknown;
}

/** Records every REST request in order; `post-process` answers from the given list. */
function mediaServer(options: { upload: () => Response; postProcess?: Array<() => Response> }): Seen[] {
  const seen: Seen[] = [];
  const postProcess = [...(options.postProcess ?? [])];
  const record = async (request: Request, body: unknown) => {
    seen.push({
      method: request.method,
      path: new URL(request.url).pathname,
      override: request.headers.get('X-HTTP-Method-Override'),
      query: queryPairs(request.url),
      body,
    });
  };
  server.use(
    http.post(MEDIA, async ({ request }) => {
      await record(request, await multipartPairs(request));
      return options.upload();
    }),
    http.post(`${MEDIA}/:id/post-process`, async ({ request }) => {
      await record(request, await request.json());
      return (postProcess.shift() ?? (() => HttpResponse.json({ code: 'rest_upload_image_error' }, { status: 500 })))();
    }),
    http.post(`${MEDIA}/:id`, async ({ request }) => {
      await record(request, null);
      return HttpResponse.json({ deleted: true });
    }),
  );
  return seen;
}

const UPLOAD: Seen = {
  method: 'POST',
  path: '/wp-json/wp/v2/media',
  override: null,
  query: [['_locale', 'user']],
  body: [
    ['file', { file: 'ลิปสติก.jpg', type: 'image/jpeg', size: 8 }],
    ['alt_text', 'ลิปสติกสีแดง'],
  ],
};
const POST_PROCESS: Seen = {
  method: 'POST',
  path: '/wp-json/wp/v2/media/88/post-process',
  override: null,
  query: [['_locale', 'user']],
  body: { action: 'create-image-subsizes' },
};
const failedUpload = () =>
  HttpResponse.json(
    { code: 'rest_upload_sideload_error', message: 'Internal Server Error' },
    { status: 500, headers: { 'X-WP-Upload-Attachment-ID': '88' } },
  );

describe('§7 REST client behaviour: rest.uploadMedia', () => {
  it('POSTs the file multipart to wp/v2/media', async () => {
    const seen = mediaServer({ upload: () => HttpResponse.json({ id: 88, source_url: 'http://shop.test/lip.jpg' }, { status: 201 }) });
    const item = await testClient().rest.uploadMedia(photo(), { fields: { alt_text: 'ลิปสติกสีแดง' } });
    expect(seen).toEqual([UPLOAD]);
    expect(item).toEqual({ id: 88, source_url: 'http://shop.test/lip.jpg' });
  });

  it('media recovery: post-process retried 5 times, then DELETE ?force=true (as POST + override), fails with post_process', async () => {
    const seen = mediaServer({ upload: failedUpload });
    const error = await testClient()
      .rest.uploadMedia(photo(), { fields: { alt_text: 'ลิปสติกสีแดง' } })
      .catch((e: unknown) => e);
    expect(seen).toEqual([
      UPLOAD,
      POST_PROCESS,
      POST_PROCESS,
      POST_PROCESS,
      POST_PROCESS,
      POST_PROCESS,
      {
        method: 'POST',
        path: '/wp-json/wp/v2/media/88',
        override: 'DELETE',
        query: [
          ['force', 'true'],
          ['_locale', 'user'],
        ],
        body: null,
      },
    ]);
    expect(error).toMatchObject({ kind: 'server', code: 'post_process', status: 500 });
    expect(errorMessageKey(error)).toBe('post_process');
  });

  it('media recovery: success on the 3rd post-process resolves with its attachment and deletes nothing', async () => {
    const fail = () => HttpResponse.json({ code: 'rest_upload_image_error' }, { status: 500 });
    const seen = mediaServer({
      upload: failedUpload,
      postProcess: [fail, fail, () => HttpResponse.json({ id: 88, source_url: 'http://shop.test/lip.jpg' })],
    });
    const item = await testClient().rest.uploadMedia(photo(), { fields: { alt_text: 'ลิปสติกสีแดง' } });
    expect(seen).toEqual([UPLOAD, POST_PROCESS, POST_PROCESS, POST_PROCESS]);
    expect(item).toEqual({ id: 88, source_url: 'http://shop.test/lip.jpg' });
  });

  it('a 5xx without the attachment header is an ordinary error, no recovery', async () => {
    const seen = mediaServer({ upload: () => HttpResponse.text('Bad gateway', { status: 502 }) });
    await expect(testClient().rest.uploadMedia(photo(), { fields: { alt_text: 'ลิปสติกสีแดง' } })).rejects.toMatchObject({
      kind: 'http',
      status: 502,
    });
    expect(seen).toHaveLength(1);
  });
});
