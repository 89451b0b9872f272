import { isEmptyResult, type Suggestion } from './suggestion';

/**
 * §4 Live search "Caching": responses are kept per request URL plus parameters, and a query that
 * once returned nothing is remembered so that no later query starting with it is sent (typing
 * more letters after a miss can only narrow a substring search further).
 */
export interface SuggestionCache {
  get(requestKey: string): readonly Suggestion[] | undefined;
  store(query: string, requestKey: string, suggestions: readonly Suggestion[]): void;
  /** True when an earlier query that returned nothing is a prefix of this one. */
  knownEmpty(query: string): boolean;
}

export function createSuggestionCache(): SuggestionCache {
  const responses = new Map<string, readonly Suggestion[]>();
  const emptyPrefixes: string[] = [];
  const normalise = (query: string) => query.trim().toLocaleLowerCase();

  return {
    get: (requestKey) => responses.get(requestKey),
    store(query, requestKey, suggestions) {
      responses.set(requestKey, suggestions);
      if (isEmptyResult(suggestions)) emptyPrefixes.push(normalise(query));
    },
    knownEmpty(query) {
      const normalised = normalise(query);
      return emptyPrefixes.some((prefix) => prefix !== '' && normalised.startsWith(prefix));
    },
  };
}
