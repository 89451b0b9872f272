// Route patterns with `:name` segments ('/wp/v2/media/:id/post-process'): enough for the REST and
// media routes the widgets call, and readable where WordPress would use `(?P<id>[\d]+)`.

export interface RoutePattern {
  readonly source: string;
  match(path: string): Record<string, string> | undefined;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function compileRoute(source: string): RoutePattern {
  const names: string[] = [];
  const body = source
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return escapeRegExp(segment);
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  // WordPress accepts a trailing slash on any route.
  const regexp = new RegExp(`^${body}/?$`);
  return {
    source,
    match(path) {
      const found = regexp.exec(path);
      if (!found) return undefined;
      const params: Record<string, string> = {};
      names.forEach((name, i) => {
        params[name] = decodeURIComponent(found[i + 1] ?? '');
      });
      return params;
    },
  };
}
