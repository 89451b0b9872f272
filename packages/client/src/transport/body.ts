import { TalatRequestError } from '../errors';

/** Parses a 2xx JSON reply; anything unparsable (including an empty body) is 'invalid-json'. */
export async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw new TalatRequestError({
      kind: 'invalid-json',
      status: response.status,
      message: `Invalid JSON from ${response.url}`,
      data: text,
      cause: error,
    });
  }
}

/** Plain-text replies (§7 Lead forms, rest-nonce) come with stray whitespace from PHP templates. */
export async function readText(response: Response): Promise<string> {
  return (await response.text()).trim();
}
