import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ErrorState } from '@src/common/kit';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { GraphSkeleton } from './GraphSkeleton';
import { GRAPH_HEIGHT } from './graphSize';
import { graphKey } from './graphText';

interface GraphStatesProps {
  error: unknown;
  isPending: boolean;
  isRefetching: boolean;
  onRetry: () => void;
  /** Nothing to draw: the message key of the empty graph. */
  empty?: string;
  children: ReactNode;
}

/** A graph panel's states: skeleton while loading, the reason with Retry, the empty text, then the graph. */
export const GraphStates = ({
  error,
  isPending,
  isRefetching,
  onRetry,
  empty,
  children,
}: GraphStatesProps) => {
  const translate = useTranslate();
  if (error) {
    return (
      <ErrorState error={error} title={graphKey('loadFailed')} retrying={isRefetching} onRetry={onRetry} />
    );
  }
  if (isPending) return <GraphSkeleton />;
  if (empty) {
    return (
      <Box
        sx={{
          height: GRAPH_HEIGHT,
          display: 'grid',
          placeItems: 'center',
          border: 1,
          borderColor: 'divider',
          borderRadius: 1,
        }}
      >
        <Typography color="text.secondary">{translate(graphKey(empty))}</Typography>
      </Box>
    );
  }
  return children;
};
