// The script-tag entry: loading this file turns on the theme's site-wide behaviours (issue 16).
import { registerWidget } from '@talat/core';
import { pageExtrasWidget } from './mount';

registerWidget(pageExtrasWidget);
