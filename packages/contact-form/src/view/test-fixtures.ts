import { act, fireEvent, waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { showIntent } from '@talat/mocks';
import { mountContactForm } from '../mount';
import { contactFormFixture, scriptedCalls } from '../test-fixtures';

// Mounts the widget on the fixture form with scripted calls, for the component tests that need
// more than ContactForm.view.test.tsx's own helper (a captcha, a cached page).

export interface MountedForm {
  script: ReturnType<typeof scriptedCalls>;
  unmount(): void;
}

export async function mountFixture({ cached = false, captcha = false }: { cached?: boolean; captcha?: boolean } = {}): Promise<MountedForm> {
  document.body.innerHTML = contactFormFixture({ captcha });
  Object.assign(window, { wpcf7: { api: { root: '/wp-json/', namespace: 'contact-form-7/v1' }, cached: cached ? 1 : 0 } });
  const script = scriptedCalls();
  let unmount: (() => void) | undefined;
  act(() => {
    unmount = mountContactForm(document.querySelector<HTMLElement>('.wpcf7')!, { calls: script.calls }) ?? undefined;
  });
  // A cached page loads the chunk at once (§2.12's refill on load); elsewhere the pointer on its
  // way to the form brings it in (decision 503).
  if (!cached) showIntent(document.querySelector('.wpcf7')!);
  // The interactive chunk is imported on first use, which takes a while in the first test of a file.
  await waitFor(() => expect(document.querySelector('.talat-cf-spinner')).not.toBeNull(), { timeout: 5000 });
  await waitFor(() => expect(script.calls.getSchema).toHaveBeenCalled());
  await act(async () => undefined);
  return {
    script,
    unmount() {
      act(() => unmount?.());
      document.body.innerHTML = '';
      delete (window as unknown as Record<string, unknown>).wpcf7;
    },
  };
}

export const form = () => document.querySelector<HTMLFormElement>('form.wpcf7-form')!;
export const input = (name: string) => form().elements.namedItem(name) as HTMLInputElement;
export const wrapOf = (name: string) => document.querySelector<HTMLElement>(`[data-name="${name}"]`)!;
export const submitButton = () => form().querySelector<HTMLInputElement>('.wpcf7-submit')!;

/** A shopper's edit: the value, its input event, then the change a blur fires. */
export function typeAndLeave(name: string, value: string): void {
  const control = input(name);
  fireEvent.input(control, { target: { value } });
  fireEvent.change(control, { target: { value } });
}
