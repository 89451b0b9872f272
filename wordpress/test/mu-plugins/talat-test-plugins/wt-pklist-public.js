// Stand-in for WebToffee's public print script (docs/research/webtoffee-print-invoices.md §2):
// the recipe dequeues it, so it must never run on a page with the recipe.
window.talatTestPklistScriptRan = true;
