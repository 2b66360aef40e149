import '@xyflow/react/dist/style.css';
import Box from '@mui/material/Box';
import { ReactFlowProvider } from '@xyflow/react';
import type { ReactNode } from 'react';
import { ZoomControls } from './ZoomControls';

export interface FlowFrameProps {
  /** The region's accessible name, as text. */
  label: string;
  height: number;
  /** The React Flow view, and anything drawn over it. */
  children: ReactNode;
}

/**
 * A canvas's frame: a named region of a fixed height with a border, the zoom controls in its corner, and
 * the React Flow context the controls and the view share.
 */
export const FlowFrame = ({ label, height, children }: FlowFrameProps) => (
  <ReactFlowProvider>
    <Box
      role="region"
      aria-label={label}
      sx={{ position: 'relative', height, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <ZoomControls />
      {children}
    </Box>
  </ReactFlowProvider>
);
