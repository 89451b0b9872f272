import { describe, expect, it } from 'vitest';
import { compose, type Middleware } from './compose';

type Step = Middleware<string[], string[]>;
const tag = (name: string): Step => async (request, next) => [...(await next([...request, `${name}↓`])), `${name}↑`];

describe('compose', () => {
  it('runs the first middleware outermost: requests go down in order, replies come back up in reverse', async () => {
    const handler = compose([tag('a'), tag('b'), tag('c')], async (request) => [...request, 'wire']);
    await expect(handler([])).resolves.toEqual(['a↓', 'b↓', 'c↓', 'wire', 'c↑', 'b↑', 'a↑']);
  });

  it('with no middlewares is the last handler', async () => {
    const handler = compose<string[], string[]>([], async (request) => [...request, 'wire']);
    await expect(handler(['x'])).resolves.toEqual(['x', 'wire']);
  });

  it('lets a middleware answer without calling next, or call it twice (a retry)', async () => {
    const wire: string[][] = [];
    const last = async (request: string[]) => {
      wire.push(request);
      return request;
    };
    const shortCut: Step = async () => ['cached'];
    await expect(compose([shortCut, tag('never')], last)([])).resolves.toEqual(['cached']);
    expect(wire).toEqual([]);

    const twice: Step = async (request, next) => [...(await next([...request, '1'])), ...(await next([...request, '2']))];
    await expect(compose([twice, tag('b')], last)([])).resolves.toEqual(['1', 'b↓', 'b↑', '2', 'b↓', 'b↑']);
    expect(wire).toEqual([
      ['1', 'b↓'],
      ['2', 'b↓'],
    ]);
  });

  it('is reusable: each call runs the whole chain afresh', async () => {
    const handler = compose([tag('a')], async (request) => request);
    await expect(handler(['1'])).resolves.toEqual(['1', 'a↓', 'a↑']);
    await expect(handler(['2'])).resolves.toEqual(['2', 'a↓', 'a↑']);
  });

  it('passes a rejection up through every middleware', async () => {
    const handler = compose([tag('a'), tag('b')], async () => {
      throw new Error('wire down');
    });
    await expect(handler([])).rejects.toThrow('wire down');
  });
});
