import type { StudioActions } from '@resources/workflow/studio/studioActions';
import { StudioCanvas } from '@resources/workflow/studio/StudioCanvas';
import type { StudioWorkflow } from '@resources/workflow/studio/studioWorkflow';
import { useEffect, useState } from 'react';

export type ShowWorkflow = (workflow: StudioWorkflow | undefined) => void;

const actions: StudioActions = {
  edit: () => undefined,
  remove: () => undefined,
  addSubStep: () => undefined,
};

/** The studio's canvas as the page draws it, editable, fed by the benchmark. */
export const BenchStudio = ({ onReady }: { onReady: (show: ShowWorkflow) => void }) => {
  const [workflow, setWorkflow] = useState<StudioWorkflow>();
  useEffect(() => onReady(setWorkflow), [onReady]);
  return workflow ? <StudioCanvas workflow={workflow} onChange={setWorkflow} actions={actions} /> : null;
};
