import type { RecordAddress } from '@dataProvider/verbs/workflowRecords';
import {
  phaseTone,
  PropertiesTab,
  StepPanel,
  type StepNodeInput,
  type WorkflowStepDefinition,
} from '@resources/workflow';
import { InputsTab, LogsTab, OutputsTab } from './StepTabs';

const STEP = 'resources.appWorkflowRecords.step';
const TABS = ['logs', 'inputs', 'outputs', 'properties'] as const;

/** The open step: its logs, inputs, outputs and properties, the tab kept in the address (`?tab=`). */
export const StepDetail = ({
  address,
  step,
  definition,
  rawPhase,
}: {
  address: RecordAddress;
  step: StepNodeInput;
  definition?: WorkflowStepDefinition;
  /** The server's phase: a change reads the tabs again. */
  rawPhase: string;
}) => {
  const props = { address, step: step.id, phase: rawPhase };
  return (
    <StepPanel
      idPrefix="step"
      messages={STEP}
      name={step.label}
      phase={{ label: `resources.appWorkflowRecords.phase.${step.phase}`, tone: phaseTone(step.phase) }}
      tabs={TABS}
    >
      {(tab) => (
        <>
          {tab === 'logs' && <LogsTab {...props} />}
          {tab === 'inputs' && <InputsTab {...props} />}
          {tab === 'outputs' && <OutputsTab {...props} />}
          {tab === 'properties' && <PropertiesTab definition={definition} />}
        </>
      )}
    </StepPanel>
  );
};
