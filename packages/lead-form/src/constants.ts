// Names the first-load mount and the interactive chunk both use, in a file of their own so the
// chunk does not import the mount at run time (the two would import each other).

/** Raised on <body> when a lead form was saved, with `[{ formId }]` (interactive.tsx raises it). */
export const LEAD_FORM_SENT_EVENT = 'talat:lead-form-sent';

/** Set on a form once its interactive chunk has enhanced it. */
export const ENHANCED_ATTRIBUTE = 'data-talat-enhanced';
