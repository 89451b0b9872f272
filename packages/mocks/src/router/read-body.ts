// Reads a body the way PHP does: url-encoded and multipart fill $_POST (and $_FILES); a JSON body
// fills nothing there (plugins read php://input themselves), so it is kept apart as `json`.

export interface RequestBody {
  readonly entries: Array<[string, string]>;
  readonly files: Record<string, File>;
  readonly json: unknown;
  /** The body claimed to be JSON and was not (the REST API answers 400 rest_invalid_json). */
  readonly invalidJson: boolean;
}

const EMPTY: RequestBody = { entries: [], files: {}, json: undefined, invalidJson: false };

export async function readBody(request: Request): Promise<RequestBody> {
  if (request.method === 'GET' || request.method === 'HEAD' || request.body === null) return EMPTY;
  const type = (request.headers.get('Content-Type') ?? '').toLowerCase();
  if (type.startsWith('application/x-www-form-urlencoded')) {
    return { ...EMPTY, entries: [...new URLSearchParams(await request.text())] };
  }
  if (type.startsWith('multipart/form-data')) {
    const entries: Array<[string, string]> = [];
    const files: Record<string, File> = {};
    for (const [name, value] of await request.formData()) {
      if (typeof value === 'string') entries.push([name, value]);
      else files[name] = value;
    }
    return { ...EMPTY, entries, files };
  }
  if (type.startsWith('application/json')) {
    const text = await request.text();
    if (text.trim() === '') return EMPTY;
    try {
      return { ...EMPTY, json: JSON.parse(text) as unknown };
    } catch {
      return { ...EMPTY, invalidJson: true };
    }
  }
  return EMPTY;
}

/** Top-level scalars of a JSON object as strings: the REST API merges them into its params. */
export function jsonScalars(json: unknown): Array<[string, string]> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return [];
  const entries: Array<[string, string]> = [];
  for (const [name, value] of Object.entries(json)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      entries.push([name, String(value)]);
    }
  }
  return entries;
}
