import type { EndpointDefinition } from '../../router/registry';
import { printDocument } from './print-document';

// WebToffee's document print URL (research §1): one route for every document type.
export const documentEndpoints: readonly EndpointDefinition[] = [printDocument];
