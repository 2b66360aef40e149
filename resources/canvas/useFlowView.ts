import { useTheme } from '@mui/material/styles';
import { FIT_VIEW_OPTIONS, MAX_ZOOM, MIN_ZOOM } from './zoomSteps';

const NO_ATTRIBUTION = { hideAttribution: true };

/** What every framed view shares: fitted at first, zoomed between 0.5 and 2, in the theme's mode, no attribution. */
export function useFlowView() {
  const { mode } = useTheme().palette;
  return {
    fitView: true,
    fitViewOptions: FIT_VIEW_OPTIONS,
    minZoom: MIN_ZOOM,
    maxZoom: MAX_ZOOM,
    colorMode: mode,
    proOptions: NO_ATTRIBUTION,
  };
}
