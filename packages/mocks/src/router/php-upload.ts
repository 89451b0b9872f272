// One `$_FILES[name]` entry as PHP's multipart parser fills it (php-src main/rfc1867.c), so a
// plugin's handler in the fake reads an upload as its PHP does. What a form sends for an empty
// file input differs by script: `new FormData(form)` sends a file part with `filename=""`, which
// PHP registers as an upload with error 4 (UPLOAD_ERR_NO_FILE) and no type, since PHP gives a
// cancelled upload the type ''; jquery.form and jQuery's serialisers send a text part (or
// nothing), which lands in `$_POST`, so `$_FILES` has no entry at all (DESIGN.md "A drop-in on a
// real shop").

export const UPLOAD_ERR_OK = 0;
export const UPLOAD_ERR_NO_FILE = 4;

export interface PhpUpload {
  readonly name: string;
  /** The part's Content-Type; '' for an upload PHP cancelled (error 4 here). */
  readonly type: string;
  readonly size: number;
  readonly error: typeof UPLOAD_ERR_OK | typeof UPLOAD_ERR_NO_FILE;
}

/** `$_FILES[name]`: undefined when the request had no file part of that name. */
export function phpUpload(file: File | undefined): PhpUpload | undefined {
  if (file === undefined) return undefined;
  if (file.name === '') return { name: '', type: '', size: 0, error: UPLOAD_ERR_NO_FILE };
  return { name: file.name, type: file.type, size: file.size, error: UPLOAD_ERR_OK };
}
