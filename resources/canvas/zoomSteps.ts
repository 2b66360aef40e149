/** The graphs' zoom range and step (spec §9: 0.5 to 2 in steps of 0.1). */
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 2;
/** Fitting shows the whole graph down to the smallest zoom, and never enlarges a small one past 100%. */
export const FIT_VIEW_OPTIONS = { padding: 0.1, minZoom: MIN_ZOOM, maxZoom: 1 };
const STEPS_PER_UNIT = 10;
// A zoom read back from the viewport is a float: 0.7000000001 is still 0.7.
const EPSILON = 1e-6;

/** The next step up from any zoom (a fitted view may sit between steps): 0.73 → 0.8, 1 → 1.1. */
export function zoomedIn(zoom: number): number {
  return Math.min(MAX_ZOOM, (Math.floor(zoom * STEPS_PER_UNIT + EPSILON) + 1) / STEPS_PER_UNIT);
}

/** The next step down: 0.73 → 0.7, 1 → 0.9. */
export function zoomedOut(zoom: number): number {
  return Math.max(MIN_ZOOM, (Math.ceil(zoom * STEPS_PER_UNIT - EPSILON) - 1) / STEPS_PER_UNIT);
}

export const canZoomIn = (zoom: number) => zoom < MAX_ZOOM - EPSILON;
export const canZoomOut = (zoom: number) => zoom > MIN_ZOOM + EPSILON;

/** The level as the control shows it: 1 → "100%". */
export const zoomPercent = (zoom: number) => `${Math.round(zoom * 100)}%`;
