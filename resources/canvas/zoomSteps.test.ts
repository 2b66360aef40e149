import { canZoomIn, canZoomOut, zoomedIn, zoomedOut, zoomPercent } from './zoomSteps';

describe('the graph zoom steps (0.5 to 2 by 0.1)', () => {
  it('moves one step of 0.1, from a step or from between two', () => {
    expect([1, 0.73, 1.9, 0.5].map(zoomedIn)).toEqual([1.1, 0.8, 2, 0.6]);
    expect([1, 0.73, 0.6, 2].map(zoomedOut)).toEqual([0.9, 0.7, 0.5, 1.9]);
    // Floats read back from the viewport still land on steps.
    expect(zoomedIn(0.7000000001)).toBe(0.8);
    expect(zoomedOut(0.7999999999)).toBe(0.7);
  });

  it('stops at 0.5 and 2', () => {
    expect(zoomedIn(2)).toBe(2);
    expect(zoomedOut(0.5)).toBe(0.5);
    expect([canZoomIn(2), canZoomIn(1.9), canZoomOut(0.5), canZoomOut(0.6)]).toEqual([
      false,
      true,
      false,
      true,
    ]);
  });

  it('shows the level in percent', () => {
    expect([0.5, 1, 1.1, 2].map(zoomPercent)).toEqual(['50%', '100%', '110%', '200%']);
  });
});
