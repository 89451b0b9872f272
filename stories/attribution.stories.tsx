import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, within } from 'storybook/test';
import { publishAttribution, resetPublishedAttribution, type TrackingState } from '../packages/attribution/src/checkout/published-values';
import { showDebugPanel } from '../packages/attribution/src/debug/panel';
import { DEBUG_TEXT } from '../packages/attribution/src/debug/text';
import { emptyAttributionValues, type AttributionValues } from '../packages/attribution/src/fields';

// The order-attribution debug panel (issue 17; on the demo behind `?talat-attribution-debug`): the
// 16 fields and the values the checkout will post, as text. The story publishes the values the
// order-attribution part would, then shows the same panel the lazy chunk shows.

/** A utm landing, four pages later (the values WooCommerce's script would post). */
const UTM_VALUES: AttributionValues = {
  ...emptyAttributionValues(),
  source_type: 'utm',
  referrer: '(none)',
  utm_campaign: 'songkran-sale',
  utm_source: 'facebook',
  utm_medium: 'cpc',
  utm_content: 'banner-a',
  utm_id: 'c42',
  utm_term: 'roll-on',
  utm_source_platform: 'meta',
  utm_creative_format: 'carousel',
  utm_marketing_tactic: 'prospecting',
  session_entry: 'https://shop.example.com/?utm_source=facebook&utm_medium=cpc&utm_campaign=songkran-sale',
  session_start_time: '2026-11-24 09:15:00',
  session_pages: '5',
  session_count: '1',
  user_agent: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
};

interface PanelHostProps {
  values: AttributionValues;
  tracking: TrackingState;
  /** Whether the page has a checkout form (the panel sits before it) or not. */
  checkout: boolean;
}

function PanelHost({ values, tracking, checkout }: PanelHostProps) {
  const slot = useRef<HTMLElement>(null);
  useEffect(() => {
    const main = slot.current;
    if (!main) return;
    main.replaceChildren();
    if (checkout) {
      const form = document.createElement('form');
      form.className = 'checkout';
      form.append(Object.assign(document.createElement('p'), { textContent: 'ฟอร์มชำระเงิน' }));
      main.append(form);
    }
    publishAttribution(values, tracking);
    const stop = showDebugPanel({ doc: document, win: window, config: {}, now: Date.now });
    return () => {
      stop();
      resetPublishedAttribution();
    };
  }, [values, tracking, checkout]);
  return <main ref={slot} style={{ maxWidth: 720 }} />;
}

const meta = {
  title: 'Widgets/Attribution/Debug panel',
  component: PanelHost,
} satisfies Meta<typeof PanelHost>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Values: Story = {
  args: { values: UTM_VALUES, tracking: { allowed: true, pending: false }, checkout: true },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('table', { name: DEBUG_TEXT.caption })).toBeInTheDocument();
    await expect(panel.getByRole('status')).toHaveTextContent(DEBUG_TEXT.on);
    await expect(panel.getByRole('rowheader', { name: 'wc_order_attribution_utm_source' })).toBeInTheDocument();
  },
};

export const ConsentOff: Story = {
  args: { values: emptyAttributionValues(), tracking: { allowed: false, pending: false }, checkout: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(DEBUG_TEXT.off);
  },
};

export const NoCheckout: Story = {
  args: { values: UTM_VALUES, tracking: { allowed: true, pending: false }, checkout: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(DEBUG_TEXT.noCheckout)).toBeInTheDocument();
  },
};

/** A consent banner that asked plugins to wait has not answered yet: nothing is sent. */
export const WaitingForConsent: Story = {
  args: { values: emptyAttributionValues(), tracking: { allowed: false, pending: true }, checkout: true },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByRole('status')).toHaveTextContent(DEBUG_TEXT.pending);
    await expect(panel.getAllByText(DEBUG_TEXT.empty)).toHaveLength(16);
  },
};

/** Values are the visitor's own text (URL, referrer): shown as text, never as markup. */
export const HostileValues: Story = {
  args: {
    values: { ...UTM_VALUES, utm_campaign: '<img src=x onerror=alert(1)>', referrer: 'https://evil.example/"><script>alert(1)</script>' },
    tracking: { allowed: true, pending: false },
    checkout: true,
  },
  play: async ({ canvasElement }) => {
    const panel = within(canvasElement);
    await expect(panel.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument();
    await expect(canvasElement.querySelector('[data-talat-attribution-debug] img, [data-talat-attribution-debug] script')).toBeNull();
  },
};
