import { isAbortError, TalatRequestError } from '../../errors';
import type { CallOptions } from '../context';
import { MEDIA_POST_PROCESS_RETRIES } from '../limits';
import type { RestMiddleware, RestRequest, RestRequestInit, RestTarget } from '../rest-request';

/** A new REST call through the whole chain (nonce, `_locale`, method override), as the transport makes it. */
export type RestCall = (target: RestTarget, init: RestRequestInit, options: CallOptions) => Promise<Response>;

/** POST wp/v2/media, however the caller wrote the path ('/wp/v2/media', 'wp/v2/media/'). */
function isUpload(request: RestRequest): boolean {
  if (request.method !== 'POST' || !('path' in request.target)) return false;
  return request.target.path.replace(/[?#].*$/, '').replace(/^\/+|\/+$/g, '') === 'wp/v2/media';
}

/** The id WordPress gives an attachment it saved before failing, when the failure is recoverable. */
function savedAttachmentId(response: Response): string | undefined {
  const id = response.headers.get('X-WP-Upload-Attachment-ID');
  return response.status >= 500 && id !== null && /^\d+$/.test(id) ? id : undefined;
}

/**
 * §7 'Media upload recovery'. WordPress saves the file, then dies making the image sub-sizes
 * (memory on shared hosts) and answers 5xx with the new attachment's id. We ask it to finish the
 * sub-sizes, and answer with the first reply that succeeds (the finished attachment); if every
 * attempt fails we delete the half-made attachment and reject with `post_process` (§8 REST client).
 */
export function mediaRecovery(call: RestCall): RestMiddleware {
  return async (request, next) => {
    const response = await next(request);
    if (response.ok || !isUpload(request)) return response;
    const id = savedAttachmentId(response);
    return id === undefined ? response : recover(call, id, response.status, request.options);
  };
}

async function recover(call: RestCall, id: string, status: number, options: CallOptions): Promise<Response> {
  // §9 Other: 5 attempts in all, counted as Gutenberg's mediaUploadMiddleware counts them.
  for (let attempt = 1; attempt <= MEDIA_POST_PROCESS_RETRIES; attempt += 1) {
    try {
      const processed = await call(
        { path: `wp/v2/media/${id}/post-process` },
        { method: 'POST', json: { action: 'create-image-subsizes' } },
        options,
      );
      // Handed back unread: a finished attachment must never be deleted over a bad reply body.
      if (processed.ok) return processed;
    } catch (error) {
      // The caller left: stop, do not go on to delete on its behalf.
      if (isAbortError(error)) throw error;
    }
  }
  try {
    await call({ path: `wp/v2/media/${id}` }, { method: 'DELETE', query: { force: true } }, options);
  } catch (error) {
    if (isAbortError(error)) throw error;
    // Best effort: the upload has failed either way; the error below is what the shopper needs.
  }
  throw new TalatRequestError({
    kind: 'server',
    code: 'post_process',
    status,
    message: `Media upload failed: attachment ${id} could not be post-processed and was deleted.`,
    data: { attachmentId: Number(id) },
  });
}
