import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyAttributionValues } from '../fields';
import { attributionValues, publishAttribution, resetPublishedAttribution, trackingState } from './published-values';

// The two values the lazy chunk's parts share (decision "Attribution counts the visit without the
// runtime"): read now, told of each later change, as a nanostores store would tell them.

afterEach(() => resetPublishedAttribution());

const utm = () => ({ ...emptyAttributionValues(), source_type: 'utm', utm_source: 'facebook' });

describe('published attribution values', () => {
  it('start empty and pending; a publish is read back at once', () => {
    expect(attributionValues.get()).toEqual(emptyAttributionValues());
    expect(trackingState.get()).toEqual({ allowed: false, pending: true });
    const values = utm();
    publishAttribution(values, { allowed: true, pending: false });
    expect(attributionValues.get()).toBe(values);
    expect(trackingState.get()).toEqual({ allowed: true, pending: false });
  });

  it('tell each listener of every later change, not of the value it already has, and the tracking state first', () => {
    const told: string[] = [];
    const stops = [
      attributionValues.listen((values) => told.push(`values ${values.utm_source}`)),
      trackingState.listen((state) => told.push(`tracking ${state.allowed} (values then ${attributionValues.get().utm_source})`)),
    ];
    expect(told).toEqual([]);
    const values = utm();
    publishAttribution(values, { allowed: true, pending: false });
    expect(told).toEqual(['tracking true (values then null)', 'values facebook']);
    // The same objects again: nothing changed, nobody is told.
    publishAttribution(values, trackingState.get());
    expect(told).toHaveLength(2);
    stops.forEach((stop) => stop());
    resetPublishedAttribution();
    expect(told).toHaveLength(2);
  });

  it('a listener that stops itself or another while being told makes no one still listening miss the change; one stopped before its turn is not told', () => {
    const second = vi.fn();
    let stopSecond = () => undefined as void;
    const stopFirst = attributionValues.listen(() => {
      stopFirst();
      stopSecond();
    });
    stopSecond = attributionValues.listen(second);
    const third = vi.fn();
    const stopThird = attributionValues.listen(third);
    publishAttribution(utm(), { allowed: true, pending: false });
    // Stopped before its turn: not told, as a nanostores store drops it from the queue.
    expect(second).not.toHaveBeenCalled();
    expect(third).toHaveBeenCalledOnce();
    publishAttribution(emptyAttributionValues(), { allowed: false, pending: false });
    expect(second).not.toHaveBeenCalled();
    expect(third).toHaveBeenCalledTimes(2);
    stopThird();
  });

  it('a listener that throws does not keep the others from being told; its error still surfaces', () => {
    const failure = new Error('render failed');
    const stopFirst = attributionValues.listen(() => {
      throw failure;
    });
    const second = vi.fn();
    const stopSecond = attributionValues.listen(second);
    try {
      expect(() => publishAttribution(utm(), { allowed: true, pending: false })).toThrow(failure);
      expect(attributionValues.get().utm_source).toBe('facebook');
      expect(second).toHaveBeenCalledOnce();
    } finally {
      stopFirst();
      stopSecond();
    }
  });

  it('the same function listening twice is told twice, and each stop ends one of them', () => {
    const listener = vi.fn();
    const stopA = attributionValues.listen(listener);
    const stopB = attributionValues.listen(listener);
    publishAttribution(utm(), { allowed: true, pending: false });
    expect(listener).toHaveBeenCalledTimes(2);
    stopA();
    publishAttribution(emptyAttributionValues(), { allowed: false, pending: false });
    expect(listener).toHaveBeenCalledTimes(3);
    stopB();
  });
});
