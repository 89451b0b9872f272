// The add popup's tabs 'choose' and 'create' (§2.10; fact sheet §2.4, §4.13 "Tabs inside popups"):
// the plugin's `a.show-tab[data-tab]` links and `.tab.{name}` panels become an ARIA tablist, with
// the arrow keys, Home and End moving between tabs, and the inactive panel hidden. Choosing 'new'
// in the list's select switches to the create tab and takes the option back, as the plugin did.

const TAB = 'a.show-tab[data-tab]';
let ids = 0;

const idFor = (element: Element, prefix: string) => (element.id ||= `talat-wishlist-${prefix}-${++ids}`);

function tabsOf(content: Element): HTMLElement[] {
  return [...content.querySelectorAll<HTMLElement>(TAB)];
}

function panelOf(content: Element, tab: Element): HTMLElement | null {
  const name = tab.getAttribute('data-tab') ?? '';
  return name ? content.querySelector<HTMLElement>(`.tab.${CSS.escape(name)}`) : null;
}

/** The popup content a tab belongs to (`.yith-wcwl-popup-content`, or the form). */
function contentOf(element: Element): Element | null {
  return element.closest('.yith-wcwl-popup-content') ?? element.closest('form');
}

/** Shows tab `name` of `content` and hides the others; returns the tab shown, if any. */
export function selectTab(content: Element, name: string): HTMLElement | null {
  let shown: HTMLElement | null = null;
  for (const tab of tabsOf(content)) {
    const on = tab.getAttribute('data-tab') === name;
    if (on) shown = tab;
    tab.classList.toggle('active', on);
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    const panel = panelOf(content, tab);
    if (panel) panel.hidden = !on;
  }
  return shown;
}

/** Gives the tab links and panels their roles; the active link (class `active`) stays active. */
export function enhanceTabs(root: ParentNode, label: string): void {
  for (const content of root.querySelectorAll('.yith-wcwl-popup-content')) {
    const tabs = tabsOf(content);
    if (tabs.length === 0) continue;
    const list = tabs[0]!.parentElement;
    if (list && tabs.every((tab) => tab.parentElement === list)) {
      list.setAttribute('role', 'tablist');
      list.setAttribute('aria-label', label);
    }
    for (const tab of tabs) {
      tab.setAttribute('role', 'tab');
      const panel = panelOf(content, tab);
      if (!panel) continue;
      tab.setAttribute('aria-controls', idFor(panel, 'tab-panel'));
      panel.setAttribute('role', 'tabpanel');
      panel.setAttribute('aria-labelledby', idFor(tab, 'tab'));
      // The plugin's list select has no label: the tab that shows it names it.
      for (const select of panel.querySelectorAll('select')) {
        if (select.labels.length === 0 && !select.hasAttribute('aria-label') && !select.hasAttribute('aria-labelledby')) select.setAttribute('aria-labelledby', tab.id);
      }
    }
    const active = tabs.find((tab) => tab.classList.contains('active')) ?? tabs[0]!;
    selectTab(content, active.getAttribute('data-tab') ?? '');
  }
}

/** The name of the tab shown in `content`, or null when it has no tabs. */
export function activeTab(content: Element): string | null {
  const tabs = tabsOf(content);
  if (tabs.length === 0) return null;
  return (tabs.find((tab) => tab.getAttribute('aria-selected') === 'true' || tab.classList.contains('active')) ?? tabs[0]!).getAttribute('data-tab');
}

/** A click on a tab link: shows its panel instead of following `#`. True when it was a tab. */
export function onTabClick(event: MouseEvent, target: Element): boolean {
  const tab = target.closest<HTMLElement>(TAB);
  const content = tab && contentOf(tab);
  if (!tab || !content) return false;
  event.preventDefault();
  selectTab(content, tab.getAttribute('data-tab') ?? '');
  return true;
}

const STEPS: Readonly<Record<string, (index: number, count: number) => number>> = {
  ArrowRight: (index, count) => (index + 1) % count,
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowLeft: (index, count) => (index - 1 + count) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/** Arrow keys, Home and End on a tab: the next tab is shown and focused (automatic activation). */
export function onTabKey(event: KeyboardEvent, target: Element): boolean {
  const step = STEPS[event.key];
  const tab = target.closest<HTMLElement>(TAB);
  const content = tab && contentOf(tab);
  if (!step || !tab || !content) return false;
  const tabs = tabsOf(content);
  const next = tabs[step(tabs.indexOf(tab), tabs.length)];
  if (!next) return false;
  event.preventDefault();
  selectTab(content, next.getAttribute('data-tab') ?? '')?.focus();
  return true;
}

/** 'new' chosen in the list's select: the create tab instead, the select back on its first list. */
export function onListChange(target: Element): boolean {
  if (!(target instanceof HTMLSelectElement) || !target.matches('.wishlist-select') || target.value !== 'new') return false;
  const content = contentOf(target);
  if (!content?.querySelector('.tab.create')) return false;
  target.selectedIndex = 0;
  selectTab(content, 'create');
  content.querySelector<HTMLElement>('.wishlist-name')?.focus();
  return true;
}
