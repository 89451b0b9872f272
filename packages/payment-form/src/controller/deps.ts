// The few core and client helpers the controllers use, named once (controllers stay framework-free).
export { atom, createLatestReply, type ReadableAtom } from '@talat/core';
export { isAbortError as isAbortErrorLike, isTalatRequestError } from '@talat/client';
