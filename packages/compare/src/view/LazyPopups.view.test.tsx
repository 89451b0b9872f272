// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { createTranslator } from '@talat/core';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComparePopupsProps } from '../compare-popups';
import { createCompareController } from '../controller/compare-controller';
import { compareMessages } from '../messages';
import { LazyPopups } from './LazyPopups';

// The popups' lazy part (DESIGN.md "Three layers"): nothing fetched until a popup is asked for,
// fetched once, and a failed fetch takes the request back so the shopper can press again.

const t = createTranslator(compareMessages, 'th');
afterEach(() => cleanup());

function setup(load: () => Promise<ComponentType<ComparePopupsProps>>) {
  const controller = createCompareController({ list: vi.fn(), removeAll: vi.fn(), render: vi.fn() });
  const searchOptions = { filter: vi.fn(), pick: vi.fn() };
  render(<LazyPopups load={load} controller={controller} tableHost={document.createElement('div')} t={t} searchOptions={searchOptions} />);
  return controller;
}

describe('LazyPopups', () => {
  it('loads the popups at the first open only, and once', async () => {
    const Popups = () => <p>popups here</p>;
    const load = vi.fn(async () => Popups);
    const controller = setup(load);
    expect(load).not.toHaveBeenCalled();
    await act(async () => controller.openSearch());
    expect(screen.getByText('popups here')).toBeTruthy();
    await act(async () => controller.openPopup());
    expect(load).toHaveBeenCalledOnce();
  });

  it('a chunk that cannot load closes the request and says why in the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const controller = setup(() => Promise.reject(new Error('offline')));
    await act(async () => controller.openPopup());
    expect(controller.$state.get()).toMatchObject({ popupOpen: false, searchOpen: false });
    expect(error).toHaveBeenCalledWith('[Talat] compare: the popups could not load', expect.any(Error));
    error.mockRestore();
  });
});
