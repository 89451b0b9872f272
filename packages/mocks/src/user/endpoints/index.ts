import type { EndpointDefinition } from '../../router/registry';
import { restNonceAction } from './rest-nonce';
import { updateUser } from './update-user';

/** The logged-in user's REST endpoints (issue 16): the nonce refresh and the user setting of the coming-soon banner. */
export const userEndpoints: readonly EndpointDefinition[] = [restNonceAction, updateUser];
