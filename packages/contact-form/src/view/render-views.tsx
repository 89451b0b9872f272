import { createRoot } from 'react-dom/client';
import type { ContactFormController } from '../controller/contact-form-controller';
import type { CaptchaParts } from '../dom/captcha-marks';
import { linkTargetOf } from '../dom/field-marks';
import { focusableControls, wrapOf } from '../dom/field-wraps';
import type { ContactFormHost } from '../dom/form-host';
import { CaptchaNotice } from './CaptchaNotice';
import type { ContactFormTexts } from './message-text';
import { ResponseOutput } from './ResponseOutput';
import { ScreenReaderResponse } from './ScreenReaderResponse';

type Root = ReturnType<typeof createRoot>;

/**
 * Renders the widget's parts into the server's markup: the screen-reader region, each response
 * output and a notice beside each captcha picture. Each is a small root of its own because they
 * sit in different places of a page the server owns. (Tips are written straight into each field's
 * wrap, as Contact Form 7 writes them: dom/field-marks.ts.)
 */
export function renderContactFormViews(
  host: ContactFormHost,
  controller: ContactFormController,
  texts: ContactFormTexts,
  captchas: CaptchaParts[],
): () => void {
  const roots: Root[] = [];
  const slots: HTMLElement[] = [];
  const doc = host.root.ownerDocument;

  for (const { image, answers, noticeId } of captchas) {
    // Inline, right after the picture, so the notice takes the picture's place on its line.
    const slot = doc.createElement('span');
    slot.className = 'talat-cf-captcha-notice';
    image.after(slot);
    slots.push(slot);
    const retry = () => {
      void controller.refillCaptcha().then(() => {
        // The button goes with a new picture; focus moves on to where its letters are typed.
        const active = doc.activeElement;
        if (!slot.isConnected || (active && active !== doc.body && !slot.contains(active))) return;
        if (controller.$captcha.get().state === 'ready') answers[0]?.focus();
      });
    };
    const root = createRoot(slot);
    root.render(<CaptchaNotice $captcha={controller.$captcha} texts={texts} noticeId={noticeId} onRetry={retry} />);
    roots.push(root);
  }

  const focusField = (field: string) => {
    const control = focusableControls(wrapOf(host.form, field) ?? host.form)[0];
    control?.focus();
    control?.scrollIntoView?.({ block: 'center' });
  };
  const linkOf = (field: string) => ({ id: `${host.unitTag}-ve-${field}`, target: linkTargetOf(host, field, wrapOf(host.form, field)) });
  const screenReader = createRoot(host.screenReader);
  screenReader.render(
    <ScreenReaderResponse
      $status={controller.$status}
      $errors={controller.$errors}
      $message={controller.$message}
      texts={texts}
      linkOf={linkOf}
      focusField={focusField}
    />,
  );
  roots.push(screenReader);

  for (const output of host.outputs) {
    const root = createRoot(output);
    root.render(<ResponseOutput $message={controller.$message} texts={texts} />);
    roots.push(root);
  }

  return () => {
    for (const root of roots) root.unmount();
    for (const slot of slots) slot.remove();
    host.form.querySelectorAll('[data-talat-id]').forEach((control) => {
      control.removeAttribute('id');
      control.removeAttribute('data-talat-id');
    });
  };
}
