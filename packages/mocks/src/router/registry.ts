import type { FakeShop } from '../shop';
import { compileRoute, type RoutePattern } from './route-pattern';
import type { EndpointKind, WpRequest } from './wp-request';

// Each endpoint file declares itself with one define* call and endpoints/index.ts lists it; the
// router never changes when an endpoint is added.

export type EndpointHandler = (request: WpRequest, shop: FakeShop) => Response | Promise<Response>;

export interface EndpointDefinition {
  readonly kind: EndpointKind;
  /** Action or wc-ajax endpoint name; route pattern for REST and media. */
  readonly name: string;
  /** REST only: the methods the route answers (upper case). */
  readonly methods?: readonly string[];
  readonly handler: EndpointHandler;
}

/** `add_action( 'wp_ajax_{action}' )` + `wp_ajax_nopriv_{action}`: answered for guests too. */
export function defineAjaxAction(action: string, handler: EndpointHandler): EndpointDefinition {
  return { kind: 'admin-ajax', name: action, handler };
}

/** `add_action( 'wc_ajax_{endpoint}' )`, reached at `/?wc-ajax={endpoint}`. */
export function defineWcAjax(endpoint: string, handler: EndpointHandler): EndpointDefinition {
  return { kind: 'wc-ajax', name: endpoint, handler };
}

/** `register_rest_route()`: route without '/wp-json', `:name` for path params. */
export function defineRestRoute(
  methods: string | readonly string[],
  route: string,
  handler: EndpointHandler,
): EndpointDefinition {
  const list = typeof methods === 'string' ? [methods] : methods;
  return { kind: 'rest', name: route, methods: list.map((m) => m.toUpperCase()), handler };
}

/** A GET on a URL with a query flag (WebToffee's `?print_packinglist=true`), named by the flag. */
export function defineDocumentRoute(flag: string, handler: EndpointHandler): EndpointDefinition {
  return { kind: 'document', name: flag, handler };
}

/** A file under /mock-media/ (pattern such as '/mock-media/:file'). */
export function defineMediaRoute(pattern: string, handler: EndpointHandler): EndpointDefinition {
  return { kind: 'media', name: pattern, handler };
}

export interface EndpointMatch {
  readonly definition: EndpointDefinition;
  /** Set for pattern routes (REST, media), so faults can name the pattern. */
  readonly pattern?: string;
  readonly routeParams: Record<string, string>;
}

export interface EndpointTable {
  find(kind: EndpointKind, endpoint: string, method: string): EndpointMatch | undefined;
}

const PATTERN_KINDS: ReadonlySet<EndpointKind> = new Set(['rest', 'media']);

export function createEndpointTable(definitions: readonly EndpointDefinition[]): EndpointTable {
  const byName = new Map<string, EndpointDefinition>();
  const patterns: Array<{ definition: EndpointDefinition; route: RoutePattern }> = [];
  for (const definition of definitions) {
    if (PATTERN_KINDS.has(definition.kind)) {
      patterns.push({ definition, route: compileRoute(definition.name) });
      continue;
    }
    const key = `${definition.kind} ${definition.name}`;
    // Two handlers for one action would silently shadow each other; fail when the table is built.
    if (byName.has(key)) throw new Error(`endpoint defined twice: ${key}`);
    byName.set(key, definition);
  }
  return {
    find(kind, endpoint, method) {
      if (!PATTERN_KINDS.has(kind)) {
        const definition = byName.get(`${kind} ${endpoint}`);
        return definition ? { definition, routeParams: {} } : undefined;
      }
      for (const { definition, route } of patterns) {
        if (definition.kind !== kind) continue;
        if (definition.methods && !definition.methods.includes(method.toUpperCase())) continue;
        const routeParams = route.match(endpoint);
        if (routeParams) return { definition, pattern: definition.name, routeParams };
      }
      return undefined;
    },
  };
}
