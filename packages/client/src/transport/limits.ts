/**
 * Transport limits from §9. Kept here rather than imported from @talat/core so that the client
 * has no dependency on the mount/runtime package (widgets import the client, not vice versa).
 */

/** §9 Other 'Fetch-all page size': pages asked for when a REST call says per_page=-1. */
export const FETCH_ALL_PAGE_SIZE = 100;

/** §9 Other 'Media post-process retries': post-process attempts before the upload is deleted. */
export const MEDIA_POST_PROCESS_RETRIES = 5;

/** §9 Cart 'Fragment request time-out'. */
export const FRAGMENT_REQUEST_TIMEOUT_MS = 5000;
