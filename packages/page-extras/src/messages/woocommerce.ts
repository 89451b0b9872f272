import { defineMessages } from '@talat/core';

/** The sentences of the woocommerce behaviours (issue 16), Thai first. */
export const woocommerceMessages = defineMessages({
  th: {},
  en: {},
});
