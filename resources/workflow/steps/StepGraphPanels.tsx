import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { PanelBoundary } from '@src/common/kit';
import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { StepGraphInput } from './stepGraph';
import { StepSelectionContext } from './stepSelection';

// React Flow is a chunk of its own, loaded with the graph.
const StepGraph = lazyNamed(() => import('./StepGraph'), 'StepGraph');

export interface StepGraphPanelsProps {
  /** The catalog prefix of the page's words below it: `graph.title`, `graph.hint` and `step.panel`. */
  messages: string;
  graph: StepGraphInput;
  /** The open step's id, if one is open. */
  selected?: string;
  select: (step: string) => void;
  /** What a record without steps says instead of an empty graph (a catalog key). */
  noSteps?: string;
  /** The open step's detail; without it, the hint to open one. */
  children?: ReactNode;
}

/** A record's or run's steps as a graph, each failing alone, then the open step or the hint to open one. */
export const StepGraphPanels = ({
  messages,
  graph,
  selected,
  select,
  noSteps,
  children,
}: StepGraphPanelsProps) => {
  const translate = useTranslate();
  return (
    <>
      <StepSelectionContext.Provider value={{ selected, select }}>
        <PanelBoundary name={`${messages}.graph.title`}>
          <Typography variant="subtitle1" component="h3">
            {translate(`${messages}.graph.title`)}
          </Typography>
          {noSteps && graph.nodes.length === 0 ? (
            <Typography color="text.secondary">{translate(noSteps)}</Typography>
          ) : (
            <Suspense fallback={<Skeleton variant="rounded" height={360} />}>
              <StepGraph graph={graph} />
            </Suspense>
          )}
        </PanelBoundary>
      </StepSelectionContext.Provider>
      <PanelBoundary name={`${messages}.step.panel`}>
        {children ?? <Typography color="text.secondary">{translate(`${messages}.graph.hint`)}</Typography>}
      </PanelBoundary>
    </>
  );
};
