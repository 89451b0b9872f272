// The script-tag entry: loading this file turns on order attribution and the pixel's tracking (issue 17).
import { registerWidget } from '@talat/core';
import { attributionWidget } from './mount';

registerWidget(attributionWidget);
