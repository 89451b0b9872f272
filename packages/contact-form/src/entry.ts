// The script-tag entry: loading this file enhances every Contact Form 7 form on the page.
import { registerWidget } from '@talat/core';
import { contactFormWidget } from './mount';

registerWidget(contactFormWidget);
