import AddIcon from '@mui/icons-material/Add';
import FitScreenIcon from '@mui/icons-material/FitScreen';
import RemoveIcon from '@mui/icons-material/Remove';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Tooltip from '@mui/material/Tooltip';
import { useReactFlow, useStore } from '@xyflow/react';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import {
  canZoomIn,
  canZoomOut,
  FIT_VIEW_OPTIONS,
  MAX_ZOOM,
  MIN_ZOOM,
  zoomedIn,
  zoomedOut,
  zoomPercent,
} from './zoomSteps';

const ZOOM = 'resources.canvas.zoom';

interface ZoomButtonProps {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: ReactNode;
}

const ZoomButton = ({ label, onClick, disabled = false, children }: ZoomButtonProps) => {
  const translate = useTranslate();
  const name = translate(`${ZOOM}.${label}`);
  return (
    <Tooltip title={name}>
      {/* A disabled button takes no pointer events: the span keeps the tooltip working. */}
      <span>
        <IconButton size="small" aria-label={name} onClick={onClick} disabled={disabled}>
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
};

/** Zoom out, the level, zoom in (0.5 to 2 in steps of 0.1) and fit view: buttons reachable by Tab. */
export const ZoomControls = () => {
  const translate = useTranslate();
  const zoom = useStore((state) => state.transform[2]);
  const { zoomTo, fitView } = useReactFlow();
  return (
    <Paper
      role="toolbar"
      aria-label={translate(`${ZOOM}.controls`)}
      variant="outlined"
      sx={{
        position: 'absolute',
        top: 8,
        right: 8,
        zIndex: 5,
        display: 'flex',
        alignItems: 'center',
        px: 0.5,
      }}
    >
      <ZoomButton label="out" onClick={() => void zoomTo(zoomedOut(zoom))} disabled={!canZoomOut(zoom)}>
        <RemoveIcon fontSize="small" />
      </ZoomButton>
      <Box
        component="output"
        aria-label={translate(`${ZOOM}.level`)}
        aria-live="polite"
        sx={{ minWidth: 48, textAlign: 'center', typography: 'body2' }}
      >
        {zoomPercent(Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom)))}
      </Box>
      <ZoomButton label="in" onClick={() => void zoomTo(zoomedIn(zoom))} disabled={!canZoomIn(zoom)}>
        <AddIcon fontSize="small" />
      </ZoomButton>
      <ZoomButton label="fit" onClick={() => void fitView(FIT_VIEW_OPTIONS)}>
        <FitScreenIcon fontSize="small" />
      </ZoomButton>
    </Paper>
  );
};
