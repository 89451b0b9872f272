/**
 * A `multipart/form-data` body, read the way PHP fills $_POST and $_FILES: the text fields in the
 * order posted (repeated names kept, as `sample-items[]` needs) and the files by field name. The
 * demo's no-JS Contact Form 7 POST is the one page form that sends files.
 */
export interface MultipartBody {
  entries: Array<[string, string]>;
  files: Record<string, File>;
}

/** Parses with the platform's own multipart reader (undici's), so the demo needs no parser of its own. */
export async function parseMultipart(body: Uint8Array, contentType: string): Promise<MultipartBody> {
  // A copy backed by a plain ArrayBuffer, which is what BodyInit takes (a Node Buffer may share a pool).
  const data = await new Response(new Uint8Array(body), { headers: { 'Content-Type': contentType } }).formData();
  const entries: Array<[string, string]> = [];
  const files: Record<string, File> = {};
  for (const [name, value] of data) {
    if (typeof value === 'string') entries.push([name, value]);
    else files[name] = value;
  }
  return { entries, files };
}
