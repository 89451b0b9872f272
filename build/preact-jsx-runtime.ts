/**
 * `react/jsx-runtime` for the script-tag bundles: the automatic JSX runtime over Preact's own
 * createElement (which reads children from props), smaller than preact/jsx-runtime's
 * development-aware version. See docs/decisions.md.
 */
import { createElement, Fragment, type ComponentType } from 'preact';

type Props = Record<string, unknown>;

export function jsx(type: string | ComponentType<Props>, props: Props, key?: string | number) {
  return createElement(type, key === undefined ? props : { ...props, key });
}

export { jsx as jsxs, Fragment };
