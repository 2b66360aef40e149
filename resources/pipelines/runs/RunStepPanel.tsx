import type { PipelineRunAddress } from '@dataProvider/verbs/pipelineRuns';
import {
  phaseTone,
  PropertiesTab,
  StepPanel,
  type StepNodeInput,
  type WorkflowStepDefinition,
} from '@resources/workflow';
import type { RunStepStatus } from './runSteps';
import { DetailTab, InputsTab, OutputsTab } from './RunStepTabs';

const STEP = 'resources.pipelineRuns.step';
const TABS = ['detail', 'properties', 'outputs', 'inputs'] as const;
const PHASES = ['pending', 'running', 'suspending', 'succeeded', 'failed', 'skipped', 'stopped'];

/** The open step: Detail (with its log), Properties, Outputs and Inputs, the tab kept in the address. */
export const RunStepPanel = ({
  address,
  step,
  status,
  definition,
}: {
  address: PipelineRunAddress;
  step: StepNodeInput;
  status?: RunStepStatus;
  definition?: WorkflowStepDefinition;
}) => {
  const rawPhase = status?.phase ?? '';
  const props = { address, step: step.id, phase: rawPhase };
  const shownPhase = PHASES.includes(rawPhase) ? rawPhase : 'pending';
  return (
    <StepPanel
      idPrefix="run-step"
      messages={STEP}
      name={step.label}
      phase={{ label: `${STEP}.phase.${shownPhase}`, tone: phaseTone(step.phase) }}
      tabs={TABS}
    >
      {(tab) => (
        <>
          {tab === 'detail' && <DetailTab {...props} status={status} definition={definition} />}
          {tab === 'properties' && <PropertiesTab definition={definition} />}
          {tab === 'outputs' && <OutputsTab {...props} />}
          {tab === 'inputs' && <InputsTab {...props} />}
        </>
      )}
    </StepPanel>
  );
};
