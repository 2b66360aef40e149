/** English strings of the graph canvases, shown under `resources.canvas.*`; messages.zh.ts has the same shape. */
export const en = {
  zoom: {
    controls: 'Zoom',
    out: 'Zoom out',
    in: 'Zoom in',
    level: 'Zoom level',
    fit: 'Fit view',
  },
};
