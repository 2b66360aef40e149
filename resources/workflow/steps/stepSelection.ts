import { createContext, useContext } from 'react';

export interface StepSelection {
  selected?: string;
  select: (step: string) => void;
}

/** The step whose detail is open, shared with the graph's nodes. */
export const StepSelectionContext = createContext<StepSelection>({ select: () => undefined });

export const useStepSelection = () => useContext(StepSelectionContext);
