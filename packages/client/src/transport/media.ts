import { expectObject, invalidShape } from '../shape';
import { readJson } from './body';
import type { CallOptions } from './context';
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
 * POST wp/v2/media. The REST chain's media recovery (middleware/media-recovery.ts) has run by the
 * time the reply comes back: it is the upload's own answer, or the attachment that a post-process
 * call finished; a recovery that failed has already rejected with `post_process`.
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
  if (!response.ok) throw await errorFromResponse(response);
  return toMediaItem(await readJson(response));
}
