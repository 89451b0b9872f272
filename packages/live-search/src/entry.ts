// The script-tag entry: loading this file enhances every live search box on the page.
import { registerWidget } from '@talat/core';
import { liveSearchWidget } from './mount';

registerWidget(liveSearchWidget);
