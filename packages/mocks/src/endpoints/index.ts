import type { EndpointDefinition } from '../router/registry';
import { mockMedia } from './mock-media';
import { searchSuggestions } from './search-suggestions';

// Every endpoint the fake WordPress serves. A new endpoint is a new file plus one line here.
export const endpoints: readonly EndpointDefinition[] = [searchSuggestions, mockMedia];
