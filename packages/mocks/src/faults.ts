// Fault rules a test (or a Storybook story) arms on a shop to make the fake WordPress misbehave.
// The router consults them before any endpoint handler runs, so every endpoint, including ones
// added later, gets status codes, WP_Error bodies, latency, hangs and broken JSON for free.

export interface FaultRule {
  /** admin-ajax action, wc-ajax endpoint, REST route ('/wp/v2/media' or a registered pattern
   *  such as '/wp/v2/media/:id'), or a '/mock-media/...' path. */
  endpoint: string;
  /** Only for this HTTP method (after method override); any method when omitted. */
  method?: string;
  /** Request param -> substring its value must contain (params: query + body, like $_REQUEST). */
  when?: Record<string, string>;
  /** Answer with this status (default 500 with `wpError`, 200 with `invalidJson`). */
  status?: number;
  /** Body `{ code, message, data: { status } }`, the way WordPress serialises a WP_Error. */
  wpError?: { code: string; message: string };
  /** Wait this long first; alone, the real endpoint answers afterwards. */
  delayMs?: number;
  /** Never answer; the request ends only when its signal aborts. */
  hang?: true;
  /** 200 (or `status`) with a JSON content type and a body that does not parse. */
  invalidJson?: true;
  /** How many matching requests the rule applies to; every one when omitted. */
  times?: number;
}

/** What the router knows about a request when it asks for a fault. */
export interface FaultTarget {
  readonly endpoint: string;
  /** Registered route pattern, when the endpoint was found by pattern (REST, media). */
  readonly pattern?: string;
  readonly method: string;
  readonly params: Readonly<Record<string, string>>;
}

export interface Faults {
  /** Arms a rule; returns a function that disarms it. Rules are tried in the order added. */
  add(rule: FaultRule): () => void;
  clear(): void;
  /** Armed rules (copies), for debugging a test. */
  list(): FaultRule[];
  /** The first armed rule that applies to `target`, counted against its `times`. */
  take(target: FaultTarget): FaultRule | undefined;
}

interface ArmedRule {
  readonly rule: FaultRule;
  remaining: number;
}

/** REST routes may be written with or without the '/wp-json' prefix. */
function routeKey(endpoint: string): string {
  return endpoint.startsWith('/wp-json/') ? endpoint.slice('/wp-json'.length) : endpoint;
}

function validate(rule: FaultRule): void {
  if (rule.endpoint.trim() === '') throw new TypeError('fault rule needs an endpoint');
  if (rule.times !== undefined && (!Number.isInteger(rule.times) || rule.times < 1)) {
    throw new TypeError(`fault rule times must be a positive integer, got ${rule.times}`);
  }
  if (rule.delayMs !== undefined && !(rule.delayMs >= 0)) {
    throw new TypeError(`fault rule delayMs must be >= 0, got ${rule.delayMs}`);
  }
  if (rule.status !== undefined && !(Number.isInteger(rule.status) && rule.status >= 200 && rule.status <= 599)) {
    throw new TypeError(`fault rule status must be 200-599, got ${rule.status}`);
  }
  if ((rule.invalidJson || rule.wpError) && [204, 205, 304].includes(rule.status ?? 0)) {
    throw new TypeError(`fault rule status ${rule.status} cannot carry a body (invalidJson / wpError)`);
  }
}

function applies(rule: FaultRule, target: FaultTarget): boolean {
  const key = routeKey(rule.endpoint);
  if (key !== target.endpoint && key !== target.pattern) return false;
  if (rule.method !== undefined && rule.method.toUpperCase() !== target.method.toUpperCase()) return false;
  return Object.entries(rule.when ?? {}).every(([name, part]) => target.params[name]?.includes(part) === true);
}

export function createFaults(): Faults {
  let armed: ArmedRule[] = [];
  return {
    add(rule) {
      validate(rule);
      const entry: ArmedRule = { rule: { ...rule }, remaining: rule.times ?? Number.POSITIVE_INFINITY };
      armed.push(entry);
      return () => {
        armed = armed.filter((a) => a !== entry);
      };
    },
    clear() {
      armed = [];
    },
    list() {
      return armed.map((a) => ({ ...a.rule }));
    },
    take(target) {
      const entry = armed.find((a) => applies(a.rule, target));
      if (!entry) return undefined;
      entry.remaining -= 1;
      if (entry.remaining <= 0) armed = armed.filter((a) => a !== entry);
      return entry.rule;
    },
  };
}
