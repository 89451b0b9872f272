/** `react-dom/client` for the script-tag bundles: createRoot over Preact's render (see preact-react.ts). */
import { render, type ComponentChild } from 'preact';

export function createRoot(container: Element) {
  return {
    render(children: ComponentChild) {
      render(children, container);
    },
    unmount() {
      render(null, container);
    },
  };
}
