/** §9 Payment confirmation: the slip limit, 2 MB. */
export const SLIP_MAX_BYTES = 2_097_152;

/** §5: a slip over the limit is refused in the page (exactly the limit passes, as the plugin's `>`). */
export function slipTooLarge(file: { size: number }): boolean {
  return file.size > SLIP_MAX_BYTES;
}

/** A chosen image gets a small preview; a PDF (the plugin accepts one) gets none. */
export function previewable(file: { type: string }): boolean {
  return /^image\/(png|jpeg|gif|webp)$/.test(file.type);
}

export interface SlipPreview {
  /** Shows `file` (or nothing): returns the object URL to show, revoking the one before. */
  show(file: Blob | undefined): string | undefined;
  dispose(): void;
}

/** One object URL at a time: each new slip, a cleared input or the end of the session revokes it. */
export function createSlipPreview(urls: Pick<typeof URL, 'createObjectURL' | 'revokeObjectURL'> = URL): SlipPreview {
  let current: string | undefined;
  const revoke = () => {
    if (current) urls.revokeObjectURL(current);
    current = undefined;
  };
  return {
    show(file) {
      revoke();
      if (file && previewable(file)) current = urls.createObjectURL(file);
      return current;
    },
    dispose: revoke,
  };
}
