import { act, renderHook } from '@testing-library/react';
import { deferred } from '../../test/fakeLookups';
import { useLookup } from './useLookup';

describe('useLookup', () => {
  it('is idle without a key, loading while waiting, then ready', async () => {
    const reply = deferred<string[]>();
    const load = vi.fn(() => reply.promise);
    const { result, rerender } = renderHook(({ key }) => useLookup(key, load), {
      initialProps: { key: undefined as string | undefined },
    });
    expect(result.current).toEqual({ status: 'idle' });
    rerender({ key: 'a' });
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => reply.resolve(['x']));
    expect(result.current).toEqual({ status: 'ready', data: ['x'] });
  });

  it('reports a failure, also one thrown before any promise', async () => {
    const { result } = renderHook(() =>
      useLookup('k', () => {
        throw new Error('broken');
      }),
    );
    await act(async () => undefined);
    expect(result.current).toEqual({ status: 'failed', error: 'broken' });
  });

  it('ignores the reply of an older key', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const replies: Record<string, Promise<string>> = { a: first.promise, b: second.promise };
    const { result, rerender } = renderHook(({ key }) => useLookup(key, () => replies[key]), {
      initialProps: { key: 'a' },
    });
    rerender({ key: 'b' });
    await act(async () => first.resolve('old'));
    expect(result.current).toEqual({ status: 'loading' });
    await act(async () => second.resolve('new'));
    expect(result.current).toEqual({ status: 'ready', data: 'new' });
  });
});
