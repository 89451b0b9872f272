import { useStore } from '@talat/ui';
import type { ReadableAtom } from '@talat/core';
import type { FieldError, ResponseMessage } from '../controller/contact-form-controller';
import type { FormStatus } from '../controller/status';
import { messageText, type ContactFormTexts } from './message-text';

export interface ErrorLink {
  /** The list item's id, Contact Form 7's `error_id`. */
  id: string;
  /** The control's id, when the field has a control to move to. */
  target?: string;
}

export interface ScreenReaderResponseProps {
  $status: ReadableAtom<FormStatus>;
  $errors: ReadableAtom<readonly FieldError[]>;
  $message: ReadableAtom<ResponseMessage | null>;
  texts: ContactFormTexts;
  linkOf(field: string): ErrorLink;
  focusField(field: string): void;
}

/**
 * The screen-reader region (§2.12): a polite status with the result, and the errors as links that
 * take the shopper to each field. The status paragraph is always rendered so that it is a live
 * region before its text changes.
 */
export function ScreenReaderResponse({ $status, $errors, $message, texts, linkOf, focusField }: ScreenReaderResponseProps) {
  const sending = useStore($status) === 'submitting';
  const list = useStore($errors);
  const current = useStore($message);
  const text = sending ? texts.t('sending') : messageText(current, texts);
  return (
    <>
      <p role="status" aria-live="polite" aria-atomic="true">
        {text}
      </p>
      <ul>
        {list.map((error) => {
          const link = linkOf(error.field);
          const words = error.message || texts.t('invalidField');
          return (
            <li key={error.field} id={link.id}>
              {link.target ? (
                <a
                  href={`#${link.target}`}
                  onClick={(event) => {
                    event.preventDefault();
                    focusField(error.field);
                  }}
                >
                  {words}
                </a>
              ) : (
                words
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
