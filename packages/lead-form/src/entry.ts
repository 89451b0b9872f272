// The script-tag entry: loading this file enhances every Lead Form Builder form on the page,
// including forms the page inserts later.
import { registerWidget } from '@talat/core';
import { leadFormWidget } from './mount';

registerWidget(leadFormWidget);
