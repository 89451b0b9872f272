import { createRoot } from 'react-dom/client';
import type { ContactFormController } from '../controller/contact-form-controller';
import { linkTargetOf, tipIdOf } from '../dom/field-marks';
import { fieldWraps, focusableControls, wrapOf, type ContactFormHost } from '../dom/form-host';
import { FieldTip } from './FieldTip';
import type { ContactFormTexts } from './message-text';
import { ResponseOutput } from './ResponseOutput';
import { ScreenReaderResponse } from './ScreenReaderResponse';

type Root = ReturnType<typeof createRoot>;

/**
 * Renders the widget's parts into the server's markup: a tip slot at the end of every field's
 * wrap, the screen-reader region and each response output. Each is a small root of its own
 * because they sit in different places of a page the server owns.
 */
export function renderContactFormViews(host: ContactFormHost, controller: ContactFormController, texts: ContactFormTexts): () => void {
  const roots: Root[] = [];
  const slots: HTMLElement[] = [];
  const doc = host.root.ownerDocument;

  for (const wrap of fieldWraps(host.form)) {
    const field = wrap.dataset.name ?? '';
    const slot = doc.createElement('span');
    slot.className = 'talat-cf-tip';
    wrap.append(slot);
    slots.push(slot);
    const root = createRoot(slot);
    root.render(<FieldTip errors={controller.errors} field={field} tipId={tipIdOf(host, field)} t={texts.t} />);
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
      status={controller.status}
      errors={controller.errors}
      message={controller.message}
      texts={texts}
      linkOf={linkOf}
      focusField={focusField}
    />,
  );
  roots.push(screenReader);

  for (const output of host.outputs) {
    const root = createRoot(output);
    root.render(<ResponseOutput message={controller.message} texts={texts} />);
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
