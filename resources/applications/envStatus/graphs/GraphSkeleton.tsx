import Skeleton from '@mui/material/Skeleton';
import { GRAPH_HEIGHT } from './graphSize';

/** The graph's frame while its code or data loads, so nothing jumps when it arrives. */
export const GraphSkeleton = () => (
  <Skeleton variant="rectangular" height={GRAPH_HEIGHT} sx={{ borderRadius: 1 }} />
);
