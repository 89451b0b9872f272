// The in-page half of the throttled bench (scripts/bench-throttle.ts installs it with
// addInitScript, so it runs before any page script; plain JavaScript, untouched by the TypeScript
// loader). It stamps the first trusted input after arm() and resolves once the awaited UI is on
// screen, timed to the frame after it appeared:
//   search: a `[role="listbox"] [role="option"]` that is visible and hit-testable (the page's own
//           elementFromPoint at the option's centre lands inside its listbox); the "no results"
//           row (aria-disabled) is not a suggestion;
//   cart:   the side cart open (`.taiowc-wrap.model-cart-active`) with its quantity input visible,
//           inside the window and hit-testable;
//   wishlist: YITH's floating notice (`#yith-wcwl-popup-message`) visible and hit-testable;
//   compare: the pressed compare button marked added (TH Product Compare's `th-added-compare`),
//           visible and hit-testable.
// It also records every long task of the page from navigation start.
(() => {
  if (window.__talatBench) return;
  const probe = {
    armed: false,
    inputAt: undefined,
    inputType: undefined,
    /** Talat chunks (/talat/chunks/) the page had fetched when the input came. */
    chunksAtInput: undefined,
    longTasks: [],
    result: undefined,
  };
  window.__talatBench = probe;

  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) probe.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    probe.longTasks = null;
  }

  const talatChunks = () =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.includes('/talat/chunks/') && entry.responseEnd > 0)
      .map((entry) => new URL(entry.name).pathname.replace('/talat/chunks/', ''));

  const stampInput = (event) => {
    if (!probe.armed || !event.isTrusted || probe.inputAt !== undefined) return;
    probe.inputAt = event.timeStamp;
    probe.inputType = event.type;
    probe.inputTarget = event.target;
    probe.chunksAtInput = talatChunks();
    probe.inputOnAim = !probe.aimTarget || probe.aimTarget.contains(event.target);
  };
  for (const type of ['pointerdown', 'mousedown', 'keydown', 'beforeinput', 'input']) {
    window.addEventListener(type, stampInput, { capture: true });
  }

  const domContentLoadedAt = () => performance.getEntriesByType('navigation')[0]?.domContentLoadedEventStart ?? Number.NaN;

  const shown = (element) => {
    if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return undefined;
    const box = element.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return undefined;
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return undefined;
    return document.elementFromPoint(x, y);
  };

  const conditions = {
    search: () =>
      [...document.querySelectorAll('[role="listbox"] [role="option"]:not([aria-disabled="true"])')].some((option) => {
        const hit = shown(option);
        return Boolean(hit) && option.closest('[role="listbox"]').contains(hit);
      }),
    cart: () =>
      [...document.querySelectorAll('.taiowc-wrap.model-cart-active input.taiowc-quantity')].some((input) => {
        const hit = shown(input);
        return Boolean(hit) && input.closest('.taiowc-wrap').contains(hit);
      }),
    wishlist: () => {
      const notice = document.getElementById('yith-wcwl-popup-message');
      const hit = notice && shown(notice);
      return Boolean(hit) && notice.contains(hit);
    },
    compare: () => {
      const button = probe.inputTarget instanceof Element ? probe.inputTarget.closest('.th-product-compare-btn') : null;
      const hit = button?.classList.contains('th-added-compare') && shown(button);
      return Boolean(hit) && button.contains(hit);
    },
  };

  /**
   * Arms the probe for `kind`: resets the input stamp and starts watching. `probe.result` becomes
   * { ms, inputType, chunksAtInput, afterDomContentLoaded } (ms from the input's timeStamp to the
   * frame after the UI appeared), or { lost: true, error } when nothing showed within `timeoutMs`
   * (15 s; a throttled first input takes 0.5–2 s), or { error }.
   */
  probe.arm = (kind, timeoutMs = 15000) => {
    const ready = conditions[kind];
    probe.armed = true;
    probe.inputAt = undefined;
    probe.result = undefined;
    let seen = false;
    let done = false;
    const finish = (result) => {
      if (done) return;
      done = true;
      observer.disconnect();
      probe.armed = false;
      probe.result = result;
    };
    const check = () => {
      if (seen || done || probe.inputAt === undefined || !ready()) return;
      seen = true;
      observer.disconnect();
      // The first frame after it appeared, then the task after that frame: the frame that paints it.
      requestAnimationFrame(() =>
        setTimeout(() => {
          const ms = performance.now() - probe.inputAt;
          if (!probe.inputOnAim) finish({ error: 'the click missed the first add-to-cart button (layout moved since calibration)' });
          else finish({ ms, inputType: probe.inputType, chunksAtInput: probe.chunksAtInput, afterDomContentLoaded: probe.inputAt - domContentLoadedAt() });
        }, 0),
      );
    };
    const observer = new MutationObserver(check);
    observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    // Hit-testability can change without a mutation (layout, anchor positioning): check each frame too.
    const poll = () => {
      if (seen || done) return;
      check();
      requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
    setTimeout(() => {
      if (seen) return;
      if (probe.inputAt === undefined) return finish({ error: `${kind}: no input reached the page within ${timeoutMs} ms` });
      finish({
        lost: true,
        error: `${kind}: nothing shown within ${timeoutMs} ms of arming: the input was lost`,
        inputType: probe.inputType,
        chunksAtInput: probe.chunksAtInput,
        afterDomContentLoaded: probe.inputAt - domContentLoadedAt(),
      });
    }, timeoutMs);
  };

  // Cold runs: the bench sets `__talatBenchAutoArm` ({ kind, timeoutMs?, focus?, aim? }) in an earlier init
  // script, and the probe arms itself once every DOMContentLoaded listener of the page has run (a
  // window listener runs after the document's), focuses `focus` and scrolls `aim` into the middle
  // of the window, noting its centre in `probe.aim`; the bench then sends the real input at once,
  // with no round trip in between.
  window.addEventListener('DOMContentLoaded', () => {
    const auto = window.__talatBenchAutoArm;
    if (!auto) return;
    probe.arm(auto.kind, auto.timeoutMs);
    if (auto.focus) document.querySelector(auto.focus)?.focus();
    if (auto.aim) {
      const target = document.querySelector(auto.aim);
      if (!target) return;
      target.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = target.getBoundingClientRect();
      probe.aimTarget = target;
      probe.aim = { x: Math.round(box.left + box.width / 2), y: Math.round(box.top + box.height / 2) };
    }
  });
})();
