import { isAbortError, TalatRequestError } from '../errors';
import { expectObject, invalidShape } from '../shape';
import { readJson } from './body';
import type { CallOptions } from './context';
import { MEDIA_POST_PROCESS_RETRIES } from './limits';
import { errorFromResponse } from './request-error';
import type { RestTransport } from './rest';

/** What the upload sends besides the file (title, caption, alt_text, post, …). */
export interface MediaUploadInit {
  /** Default: the File's own name, else 'upload'. */
  filename?: string;
  fields?: Readonly<Record<string, string>>;
}

/** A wp/v2/media item: `id` is checked, the rest is passed through. */
export interface MediaItem {
  id: number;
  source_url?: string;
  [field: string]: unknown;
}

function toMediaItem(data: unknown): MediaItem {
  const item = expectObject(data, 'a media item is not an object');
  const id = typeof item.id === 'string' ? Number(item.id) : item.id;
  if (typeof id !== 'number' || !Number.isInteger(id)) throw invalidShape('a media item has no integer id', data);
  return { ...item, id };
}

/**
 * POST wp/v2/media with the recovery of §7 'Media upload recovery': WordPress saves the file,
 * then dies making the image sub-sizes (memory on shared hosts) and answers 5xx with the new
 * attachment's id in X-WP-Upload-Attachment-ID. We ask it to finish the sub-sizes, and if that
 * keeps failing we delete the half-made attachment and report `post_process` (§8 REST client).
 */
export async function uploadMedia(
  rest: RestTransport,
  file: Blob,
  init: MediaUploadInit = {},
  options?: CallOptions,
): Promise<MediaItem> {
  const form = new FormData();
  const name = init.filename ?? (typeof File !== 'undefined' && file instanceof File ? file.name : 'upload');
  form.append('file', file, name);
  for (const [key, value] of Object.entries(init.fields ?? {})) form.append(key, value);

  const response = await rest.exchange({ path: 'wp/v2/media' }, { method: 'POST', body: form }, options);
  if (response.ok) return toMediaItem(await readJson(response));
  const id = response.headers.get('X-WP-Upload-Attachment-ID');
  if (response.status < 500 || id === null || !/^\d+$/.test(id)) throw await errorFromResponse(response);
  return recover(rest, id, response.status, options);
}

async function recover(rest: RestTransport, id: string, status: number, options?: CallOptions): Promise<MediaItem> {
  // §9 Other: 5 attempts in all, counted as Gutenberg's mediaUploadMiddleware counts them.
  for (let attempt = 1; attempt <= MEDIA_POST_PROCESS_RETRIES; attempt += 1) {
    let processed: Response | undefined;
    try {
      processed = await rest.exchange(
        { path: `wp/v2/media/${id}/post-process` },
        { method: 'POST', json: { action: 'create-image-subsizes' } },
        options,
      );
    } catch (error) {
      // The caller left: stop, do not go on to delete on its behalf.
      if (isAbortError(error)) throw error;
    }
    // Parsed outside the try: a finished attachment must never be deleted over a bad reply.
    if (processed?.ok) return toMediaItem(await readJson(processed));
  }
  try {
    await rest.exchange({ path: `wp/v2/media/${id}` }, { method: 'DELETE', query: { force: true } }, options);
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
