/** The rel="next" target of an RFC 8288 Link header, resolved against the page it came with. */
export function nextLink(header: string | null, base: URL): URL | undefined {
  if (!header) return undefined;
  for (const match of header.matchAll(/<([^>]*)>([^,]*)/g)) {
    const [, target, params] = match;
    if (target !== undefined && params !== undefined && /\brel\s*=\s*"?[^"]*\bnext\b/i.test(params)) {
      return new URL(target, base);
    }
  }
  return undefined;
}
