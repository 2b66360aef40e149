import { lazyNamed } from '@src/routing/lazyNamed';

// What application workflows and pipelines share: the step graph and the open step's panel, the steps'
// logs and values, the approval bar, and the studio's canvas, controls and step editing. Whoever imports
// this loads all of it but what is lazy: React Flow, dagre, the colour parser, YAML, the step form and
// the application's studio editor each load where they are drawn.

export { ApprovalBar } from './steps/ApprovalBar';
export { StepGraphPanels } from './steps/StepGraphPanels';
export { StepPanel } from './steps/StepPanel';
export { StepEmpty } from './steps/StepEmpty';
export { StepLog } from './steps/StepLog';
export { PropertiesTab, StepRead, StepValuesRead } from './steps/StepReads';
export {
  stepGraphInput,
  type RecordStep,
  type StepDefinitions,
  type StepNodeInput,
  type WorkflowStepDefinition,
} from './steps/stepGraph';
export { phaseTone } from './steps/stepPhase';

export { ModeSelect, StudioViewSwitch } from './studio/StudioControls';
export { StudioCanvasPanel } from './studio/StudioCanvasPanel';
export { useStepEditing } from './studio/useStepEditing';
export { useStudioView, type StudioView } from './studio/useStudioView';
export { asMode, type StudioWorkflow } from './studio/studioWorkflow';
/** The studio of an application's workflow, with the canary setting and the YAML view: a chunk of its own. */
export const StudioEditor = lazyNamed(() => import('./studio/StudioEditor'), 'StudioEditor');
