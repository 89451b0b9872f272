/// <reference types="vite/client" />
import type { Decorator, Preview } from '@storybook/react-vite';
import { setupWorker } from 'msw/browser';
import { mswLoader } from 'msw-storybook-addon/csf3';
import type { CSSProperties, ReactNode } from 'react';
import './theme.css';

// The shop is Thai: the widgets pick their language from <html lang> when the config has none.
document.documentElement.lang = 'th';

const WORKER_START_TIMEOUT_MS = 10_000;

/**
 * msw-storybook-addon 3 has no `initialize()`; its CSF 3 loader takes the setup instead. Requests
 * no story mocks (Storybook's own modules, images) go to the network untouched. The worker path is
 * relative so the built Storybook also works from a sub-folder.
 *
 * Some browsers never settle a service worker registration (Chromium's `--headless --screenshot`
 * mode, for one); without the timeout every story would sit on Storybook's loading spinner forever.
 */
async function startMockServiceWorker() {
  const worker = setupWorker();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Mock Service Worker did not start within ${WORKER_START_TIMEOUT_MS / 1000} s; stories need it for their mocked endpoints.`)),
      WORKER_START_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: 'mockServiceWorker.js' } }), timeout]);
  } finally {
    clearTimeout(timer);
  }
  return worker;
}

interface ThemeFrameParameter {
  /** Renders the whole page in a device-like frame this many CSS pixels wide (phone stories). */
  width?: number;
}

function readThemeFrame(value: unknown): ThemeFrameParameter {
  if (typeof value !== 'object' || value === null) return {};
  const width = (value as { width?: unknown }).width;
  return typeof width === 'number' ? { width } : {};
}

function readStoryDescription(docs: unknown): string | undefined {
  const story = (docs as { description?: { story?: unknown } } | undefined)?.description?.story;
  return typeof story === 'string' ? story : undefined;
}

const NAV = ['หน้าแรก', 'สินค้าทั้งหมด', 'บรรจุภัณฑ์', 'เครื่องสำอาง', 'โปรโมชั่น', 'บทความ', 'ติดต่อเรา'];

/**
 * A realistic theme page around the story: a shop header with the search slot, then content. The
 * story's description sits above it (no docs addon here), so a designer knows which state is shown.
 */
function ThemePage({ frame, note, children }: { frame: ThemeFrameParameter; note: string | undefined; children: ReactNode }) {
  const narrow = frame.width !== undefined && frame.width <= 480;
  const classes = ['theme-page', frame.width ? 'theme-page--framed' : '', narrow ? 'theme-page--narrow' : ''].filter(Boolean);
  const style = frame.width ? ({ '--theme-frame-width': `${frame.width}px` } as CSSProperties) : undefined;
  return (
    <div className={classes.join(' ')} style={style}>
      {note ? (
        <aside className="theme-story-note">
          <strong>สถานะนี้:</strong> {note}
        </aside>
      ) : null}
      <div className="theme-topbar">ส่งฟรีทั่วไทยเมื่อสั่งซื้อครบ 1,000 บาท</div>
      <header className="theme-header">
        <div className="theme-header__row">
          <a className="theme-logo" href="#top" onClick={(event) => event.preventDefault()}>
            <span className="theme-logo__name">ตลาดบิวตี้</span>
            <span className="theme-logo__tagline">เครื่องสำอางและบรรจุภัณฑ์</span>
          </a>
          <div className="theme-search">{children}</div>
          <div className="theme-actions">
            <span>บัญชี</span>
            <span>ตะกร้า (2)</span>
          </div>
        </div>
        <nav className="theme-nav" aria-label="เมนูหลัก">
          {NAV.map((item) => (
            <a key={item} href="#top" onClick={(event) => event.preventDefault()}>
              {item}
            </a>
          ))}
        </nav>
      </header>
      <main className="theme-main">
        <div className="theme-breadcrumb">หน้าแรก / สินค้าทั้งหมด</div>
        <div className="theme-grid" aria-hidden="true">
          {Array.from({ length: narrow ? 4 : 10 }, (_, i) => (
            <div className="theme-card" key={i}>
              <div className="theme-card__image" />
              <div className="theme-card__line" />
              <div className="theme-card__line theme-card__line--short" />
            </div>
          ))}
        </div>
      </main>
    </div>
  );
}

const withThemePage: Decorator = (Story, context) => (
  <ThemePage frame={readThemeFrame(context.parameters.themeFrame)} note={readStoryDescription(context.parameters.docs)}>
    <Story />
  </ThemePage>
);

const preview: Preview = {
  loaders: [mswLoader(startMockServiceWorker)],
  decorators: [withThemePage],
  parameters: {
    layout: 'fullscreen',
  },
};

export default preview;
