// What a `talat:toast` carries (markup.ts TOAST_EVENT), read before the toasts' own chunk is in
// (at-first-toast.ts) as well as by it.

export type ToastKind = 'info' | 'success' | 'error';

export interface ToastDetail {
  message: string;
  kind?: ToastKind;
}

const KINDS: readonly ToastKind[] = ['info', 'success', 'error'];

/** The event's payload, or undefined for anything else (a message is text, never markup). */
export function readToastDetail(args: unknown[]): Required<ToastDetail> | undefined {
  const detail = args[0];
  if (!detail || typeof detail !== 'object') return undefined;
  const { message, kind } = detail as Partial<ToastDetail>;
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  return { message, kind: KINDS.includes(kind as ToastKind) ? (kind as ToastKind) : 'info' };
}

