/**
 * A stand-in for Google's reCAPTCHA v2 script (api.js?onload=…&render=explicit) for the demo shop,
 * Storybook and jsdom tests, which must not reach Google. It defines `grecaptcha.render / reset /
 * getResponse` with Google's explicit-render contract: widget ids 0, 1, 2…, a hidden
 * `textarea[name=g-recaptcha-response]` per widget (id `g-recaptcha-response`, then
 * `g-recaptcha-response-{id}`), and `callback(token)` when the box is ticked. Tokens read
 * `fake-recaptcha-ok-{random}`; the fake server accepts exactly that shape.
 *
 * Afterwards it calls the global named by its own URL's `onload` parameter, as Google's does. When
 * that function does not exist yet (the script ran first), `grecaptcha` simply waits: the lead-form
 * widget renders its captcha itself whenever it finds `grecaptcha` defined.
 *
 * SELF-CONTAINED on purpose: the demo server serves `(${installFakeRecaptcha.toString()})(window)`.
 * So no imports, nothing from module scope, and no named inner functions or function-valued
 * variables (tsx compiles with esbuild's keepNames, which would wrap those in a module helper the
 * served copy lacks): only object-literal methods and anonymous callbacks.
 */
export function installFakeRecaptcha(win: Window): void {
  type Callback = string | ((token: string) => void) | (() => void) | undefined;
  interface RenderParams {
    sitekey?: string;
    callback?: Callback;
    'expired-callback'?: Callback;
  }
  interface Widget {
    readonly container: Element;
    readonly checkbox: HTMLInputElement;
    readonly response: HTMLTextAreaElement;
  }
  const doc = win.document;
  const widgets: Widget[] = [];
  const globals = win as unknown as Record<string, unknown>;

  const tools = {
    container(target: Element | string): Element {
      const element = typeof target === 'string' ? doc.getElementById(target) : target;
      if (!element) throw new Error('reCAPTCHA placeholder element must be an element or id');
      return element;
    },
    widget(id: number | undefined): Widget {
      if (widgets.length === 0) throw new Error('No reCAPTCHA clients exist.');
      const widget = widgets[id ?? 0];
      if (!widget) throw new Error(`Invalid reCAPTCHA client id: ${String(id)}`);
      return widget;
    },
    token(): string {
      const bytes = new Uint8Array(16);
      win.crypto.getRandomValues(bytes);
      return `fake-recaptcha-ok-${Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')}`;
    },
    call(callback: Callback, token?: string): void {
      const found = typeof callback === 'string' ? globals[callback] : callback;
      if (typeof found === 'function') found(token);
    },
  };

  const api = {
    render(target: Element | string, params: RenderParams = {}): number {
      const container = tools.container(target);
      if (widgets.some((w) => w.container === container)) throw new Error('reCAPTCHA has already been rendered in this element');
      if (!params.sitekey) throw new Error('Missing required parameters: sitekey');
      const id = widgets.length;
      const box = doc.createElement('div');
      box.className = 'fake-recaptcha';
      box.setAttribute('style', 'display:inline-flex;align-items:center;gap:8px;padding:10px 12px;border:1px solid #d3d3d3;border-radius:3px;background:#f9f9f9;font:14px sans-serif');
      const checkbox = doc.createElement('input');
      checkbox.type = 'checkbox';
      checkbox.id = `fake-recaptcha-checkbox-${id}`;
      const label = doc.createElement('label');
      label.htmlFor = checkbox.id;
      label.textContent = 'ฉันไม่ใช่โปรแกรมอัตโนมัติ';
      box.append(checkbox, label);
      const response = doc.createElement('textarea');
      response.id = id === 0 ? 'g-recaptcha-response' : `g-recaptcha-response-${id}`;
      response.name = 'g-recaptcha-response';
      response.className = 'g-recaptcha-response';
      response.setAttribute('style', 'display:none');
      container.append(box, response);
      checkbox.addEventListener('change', () => {
        if (checkbox.checked) {
          response.value = tools.token();
          tools.call(params.callback, response.value);
        } else {
          response.value = '';
          tools.call(params['expired-callback']);
        }
      });
      widgets.push({ container, checkbox, response });
      return id;
    },
    reset(id?: number): void {
      const widget = tools.widget(id);
      widget.checkbox.checked = false;
      widget.response.value = '';
    },
    getResponse(id?: number): string {
      return tools.widget(id).response.value;
    },
  };
  globals.grecaptcha = api;

  const current = doc.currentScript;
  const src = current && 'src' in current ? current.src : '';
  const onload = src ? new URL(src, doc.baseURI).searchParams.get('onload') : null;
  if (onload) tools.call(globals[onload] as Callback);
}
