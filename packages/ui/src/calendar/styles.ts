/**
 * The shared date and time inputs' rules (moved from the lead form with the picker): the picker
 * button, the picker dialog and the time list. Text keeps the theme's font; line-height leaves room
 * for Thai vowels and tone marks above and below; every target is at least 44 px; focus is always
 * visible.
 *
 * The picker may be rendered inside a host's form (no portals in the script-tag build), where
 * themes style labels, tables and buttons; its rules carry two classes so that layout holds. It is
 * a centred modal (an anchored popup would run off a narrow screen), shown in the top layer
 * (`popover="manual"`, DatePicker) so no `transform` or `overflow` around the form clips it. The
 * root rule undoes what a `[popover]` gets from the browser (border, padding, Canvas colours) and
 * centres with `inset:0; margin:auto`, which is the same with or without the Popover API (fixed
 * at a high z-index then). Its dim backdrop is a box-shadow, in both cases.
 */
const P = '.talat-datepicker';
const T = '.talat-timefield';

export const CALENDAR_CSS = `
.talat-date-field{display:inline-block;vertical-align:middle}
.talat-date-field .talat-date-field__button{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:44px;min-height:44px;margin:0 0 0 4px;padding:0 8px;border:1px solid #767676;border-radius:4px;background:#fff;color:#222;cursor:pointer}
.talat-date-field .talat-date-field__button:focus-visible,${P} :focus-visible{outline:3px solid #1a56db;outline-offset:2px}
${P}[role="dialog"]{display:block;position:fixed;z-index:100000;inset:0;margin:auto;transform:none;box-sizing:border-box;width:max-content;height:max-content;max-width:calc(100vw - 16px);max-height:calc(100vh - 16px);overflow:auto;padding:12px;border:1px solid #767676;border-radius:8px;background:#fff;color:#222;box-shadow:0 0 0 100vmax rgba(0,0,0,.4),0 8px 24px rgba(0,0,0,.3);font:inherit;line-height:1.6;text-align:start}
${P} ${P}__nav,${P} ${P}__close,${P} ${P}__lists select{box-sizing:border-box;min-height:44px;margin:0;font:inherit;line-height:1.6;color:inherit;text-transform:none;letter-spacing:normal}
${P} ${P}__header{display:flex;align-items:center;justify-content:space-between;gap:8px}
${P} ${P}__heading{margin:0;padding:0;font-size:1rem;font-weight:600;line-height:1.6;text-align:center}
${P} ${P}__nav,${P} ${P}__close{min-width:44px;padding:0 12px;border:1px solid #767676;border-radius:4px;background:#fff;cursor:pointer}
${P} ${P}__nav{display:inline-flex;align-items:center;justify-content:center}
${P} ${P}__lists{display:flex;gap:8px;margin:8px 0}
${P} ${P}__lists label{display:flex;flex-direction:column;flex:1;margin:0;font-weight:400}
${P} ${P}__lists select{width:100%;padding:0 4px;border:1px solid #767676;border-radius:4px;background:#fff}
${P} ${P}__grid{width:auto;margin:0 auto;border:0;border-collapse:collapse;table-layout:fixed}
${P} ${P}__grid th,${P} ${P}__grid td{width:44px;height:44px;padding:0;border:0;background:none;text-align:center;vertical-align:middle}
${P} ${P}__grid th{height:auto;padding:4px 0;font-weight:600}
${P} ${P}__day{border-radius:50%;cursor:pointer}
${P} ${P}__day:hover{background:#e8eefc}
${P} ${P}__day:focus{outline:3px solid #1a56db;outline-offset:-3px}
${P} ${P}__day--other{color:#5f5f5f}
${P} ${P}__day--disabled{color:#6b6b6b;text-decoration:line-through;cursor:not-allowed}
${P} ${P}__day--disabled:hover{background:none}
${P} ${P}__day--today{font-weight:700;box-shadow:inset 0 0 0 1px currentColor}
${P} ${P}__day[aria-selected="true"]{background:#1a56db;color:#fff}
${P} ${P}__close{display:block;margin:8px 0 0 auto}
${T}{display:inline-flex;align-items:stretch;vertical-align:middle}
${T} ${T}__input{box-sizing:border-box;min-height:44px;font:inherit;line-height:1.6}
${T} ${T}__button{display:inline-flex;align-items:center;justify-content:center;box-sizing:border-box;min-width:44px;min-height:44px;margin:0 0 0 4px;padding:0 8px;border:1px solid #767676;border-radius:4px;background:#fff;color:#222;cursor:pointer}
${T} ${T}__button:focus-visible{outline:3px solid #1a56db;outline-offset:2px}
${T}__list{box-sizing:border-box;margin:0;padding:4px 0;border:1px solid #767676;border-radius:4px;background:#fff;color:#222;box-shadow:0 8px 24px rgba(0,0,0,.2);font:inherit;line-height:1.6}
${T}__list ${T}__option{box-sizing:border-box;min-height:44px;display:flex;align-items:center;padding:0 12px;cursor:pointer}
${T}__list ${T}__option[aria-selected="true"]{background:#1a56db;color:#fff}
${T}__list ${T}__option:hover{background:#e8eefc;color:#222}
.talat-icon{display:block;flex:none}
@media (forced-colors:active){${P} ${P}__day[aria-selected="true"],${T}__list ${T}__option[aria-selected="true"]{outline:2px solid Highlight}}
`;
