import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { RecordAddress } from '@dataProvider/verbs/workflowRecords';
import { StatusChip, useUrlState } from '@src/common/kit';
import { useTranslate } from 'react-admin';
import { phaseTone } from './recordStatus';
import type { StepNodeInput, WorkflowStepDefinition } from './stepGraph';
import { InputsTab, LogsTab, OutputsTab, PropertiesTab } from './StepTabs';

const STEP = 'resources.appWorkflowRecords.step';
const TABS = ['logs', 'inputs', 'outputs', 'properties'] as const;
type DetailTab = (typeof TABS)[number];

const isTab = (value: string | undefined): value is DetailTab => TABS.includes(value as DetailTab);

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
  const translate = useTranslate();
  const [asked, choose] = useUrlState('tab');
  const tab: DetailTab = isTab(asked) ? asked : 'logs';
  const props = { address, step: step.id, phase: rawPhase };
  return (
    <Box component="section" aria-labelledby="step-title">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id="step-title" variant="subtitle1" component="h3">
          {translate(`${STEP}.title`, { name: step.label })}
        </Typography>
        <StatusChip label={`resources.appWorkflowRecords.phase.${step.phase}`} tone={phaseTone(step.phase)} />
      </Box>
      <Tabs value={tab} onChange={(_event, next: DetailTab) => choose(next)} sx={{ mb: 2 }}>
        {TABS.map((name) => (
          <Tab
            key={name}
            value={name}
            label={translate(`${STEP}.tabs.${name}`)}
            id={`step-tab-${name}`}
            aria-controls={`step-panel-${name}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`step-panel-${tab}`} aria-labelledby={`step-tab-${tab}`}>
        {tab === 'logs' && <LogsTab {...props} />}
        {tab === 'inputs' && <InputsTab {...props} />}
        {tab === 'outputs' && <OutputsTab {...props} />}
        {tab === 'properties' && <PropertiesTab definition={definition} />}
      </Box>
    </Box>
  );
};
