import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { ReactNode } from 'react';

interface LoadingProps {
  visible?: boolean;
  tip?: ReactNode;
  children?: ReactNode;
}

/** Its children, covered by a spinner while `visible`. */
export const Loading = ({ visible = true, tip, children }: LoadingProps) => (
  <Box sx={{ position: 'relative' }} aria-busy={visible}>
    {children}
    {visible && (
      <Box
        role="progressbar"
        aria-label={typeof tip === 'string' ? tip : undefined}
        sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', minHeight: 48 }}
      >
        <CircularProgress size={24} />
        {tip}
      </Box>
    )}
  </Box>
);
