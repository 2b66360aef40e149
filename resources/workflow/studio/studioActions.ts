import { createContext, useContext } from 'react';

/** What a step on the canvas can ask of the studio; absent when the workflow cannot be changed. */
export interface StudioActions {
  edit: (name: string) => void;
  remove: (name: string) => void;
  addSubStep: (group: string) => void;
}

export const StudioActionsContext = createContext<StudioActions | undefined>(undefined);

export const useStudioActions = () => useContext(StudioActionsContext);
