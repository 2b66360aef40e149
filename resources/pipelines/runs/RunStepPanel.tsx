import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { PipelineRunAddress } from '@dataProvider/verbs/pipelineRuns';
import { phaseTone } from '@resources/applications/records/recordStatus';
import type { StepNodeInput, WorkflowStepDefinition } from '@resources/applications/records/stepGraph';
import { PropertiesTab } from '@resources/applications/records/StepTabs';
import { StatusChip, useUrlState } from '@src/common/kit';
import { useTranslate } from 'react-admin';
import type { RunStepStatus } from './runSteps';
import { DetailTab, InputsTab, OutputsTab } from './RunStepTabs';

const STEP = 'resources.pipelineRuns.step';
const TABS = ['detail', 'properties', 'outputs', 'inputs'] as const;
type PanelTab = (typeof TABS)[number];

const isTab = (value: string | undefined): value is PanelTab => TABS.includes(value as PanelTab);
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
  const translate = useTranslate();
  const [asked, choose] = useUrlState('tab');
  const tab: PanelTab = isTab(asked) ? asked : 'detail';
  const rawPhase = status?.phase ?? '';
  const props = { address, step: step.id, phase: rawPhase };
  const shownPhase = PHASES.includes(rawPhase) ? rawPhase : 'pending';
  return (
    <Box component="section" aria-labelledby="run-step-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id="run-step-title" variant="subtitle1" component="h3">
          {translate(`${STEP}.title`, { name: step.label })}
        </Typography>
        <StatusChip label={`${STEP}.phase.${shownPhase}`} tone={phaseTone(step.phase)} />
      </Box>
      <Tabs value={tab} onChange={(_event, next: PanelTab) => choose(next)} sx={{ mb: 2 }}>
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={translate(`${STEP}.tabs.${name}`)}
            id={`run-step-tab-${name}`}
            aria-controls={`run-step-panel-${name}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`run-step-panel-${tab}`} aria-labelledby={`run-step-tab-${tab}`}>
        {tab === 'detail' && <DetailTab {...props} status={status} definition={definition} />}
        {tab === 'properties' && <PropertiesTab definition={definition} />}
        {tab === 'outputs' && <OutputsTab {...props} />}
        {tab === 'inputs' && <InputsTab {...props} />}
      </Box>
    </Box>
  );
};
