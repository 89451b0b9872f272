// The classic `all.js`: every widget in one self-contained script, for themes that cannot use
// module scripts. Widgets are listed here as they land.
import '../packages/live-search/src/entry';
import '../packages/cart/src/entry';
import '../packages/contact-form/src/entry';
import '../packages/lead-form/src/entry';
