// The script-tag entry: loading this file enhances the page's order-document print links.
import { registerWidget } from '@talat/core';
import { documentsWidget } from './mount';

registerWidget(documentsWidget);
