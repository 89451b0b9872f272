// The script-tag entry: loading this file enhances the page's compare buttons, checkboxes and footer bar.
import { registerWidget } from '@talat/core';
import { compareWidget } from './mount';

registerWidget(compareWidget);
