import Skeleton from '@mui/material/Skeleton';
import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense } from 'react';
import { CANVAS_HEIGHT } from './canvasSize';
import type { StudioCanvasProps } from './StudioCanvas';

// React Flow is a chunk of its own, fetched when the canvas is first shown.
const StudioCanvas = lazyNamed(() => import('./StudioCanvas'), 'StudioCanvas');

/** The studio's canvas, its place held while React Flow loads. */
export const StudioCanvasPanel = (props: StudioCanvasProps) => (
  <Suspense fallback={<Skeleton variant="rectangular" height={CANVAS_HEIGHT} />}>
    <StudioCanvas {...props} />
  </Suspense>
);
