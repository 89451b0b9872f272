// The script-tag entry: loading this file enhances the plugin's payment confirmation form.
import { registerWidget } from '@talat/core';
import { paymentFormWidget } from './mount';

registerWidget(paymentFormWidget);
