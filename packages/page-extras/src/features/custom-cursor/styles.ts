import { EDITABLE, TEXT_ENTRY } from './cursor-rules';

/**
 * While on, the system cursor is hidden, except over text entry (the caret must stay), including
 * the paragraphs inside an editable region (the `*` rule would reach them otherwise). The
 * follower never catches a press (pointer-events: none) and sits in a fixed layer at the top left,
 * moved only by transform, so following the pointer costs no layout.
 */
export const CUSTOM_CURSOR_CSS = `html.talat-cursor-on,html.talat-cursor-on *{cursor:none}
html.talat-cursor-on :is(${TEXT_ENTRY}),html.talat-cursor-on :is(${EDITABLE}) *{cursor:auto}
.talat-cursor{position:fixed;top:0;left:0;pointer-events:none;z-index:2147483647;will-change:transform;opacity:0}
.talat-cursor.is-shown{opacity:1}`;
