/**
 * The lead form's own rules: the §5 term outline and the message area's error text. The date
 * button and its picker bring their own rules (@talat/ui/calendar's CALENDAR_CSS).
 */
export const LEAD_FORM_CSS = `
.talat-lead-form__term--missing{outline:2px solid #d00000;outline-offset:2px}
.talat-lead-form__error{color:#b00020;line-height:1.6}
`;
