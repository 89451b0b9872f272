import type { ReadableAtom } from '@talat/core';
import { useAtom } from '@talat/ui';
import type { FieldError } from '../controller/contact-form-controller';
import type { ContactFormTranslate } from '../messages';

export interface FieldTipProps {
  errors: ReadableAtom<readonly FieldError[]>;
  field: string;
  tipId: string;
  t: ContactFormTranslate;
}

/**
 * The tip under a field (§2.12). Hidden from screen readers as Contact Form 7's is: they hear it as
 * the control's description and in the linked list instead, not a third time while browsing.
 */
export function FieldTip({ errors, field, tipId, t }: FieldTipProps) {
  const error = useAtom(errors).find((item) => item.field === field);
  if (!error) return null;
  return (
    <span className="wpcf7-not-valid-tip" id={tipId} aria-hidden="true">
      {error.message || t('invalidField')}
    </span>
  );
}
