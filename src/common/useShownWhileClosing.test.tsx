import { renderHook } from '@testing-library/react';
import { useShownWhileClosing } from './useShownWhileClosing';

describe('useShownWhileClosing', () => {
  it('gives the current value, and the last one while nothing is given', () => {
    const { result, rerender } = renderHook(({ value }) => useShownWhileClosing(value), {
      initialProps: { value: undefined as string | undefined },
    });
    expect(result.current).toBeUndefined();
    rerender({ value: 'Deployment web' });
    expect(result.current).toBe('Deployment web');
    rerender({ value: undefined });
    expect(result.current).toBe('Deployment web');
    rerender({ value: 'Service web' });
    expect(result.current).toBe('Service web');
  });
});
