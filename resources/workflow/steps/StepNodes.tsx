import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { useTranslate } from 'react-admin';
import { phaseTone } from './stepPhase';
import type { StepNodeInput } from './stepGraph';
import { useStepSelection } from './stepSelection';

export type StepFlowNode = Node<StepNodeInput, 'step' | 'stepGroup'>;

const Handles = () => (
  <>
    <Handle type="target" position={Position.Left} isConnectable={false} />
    <Handle type="source" position={Position.Right} isConnectable={false} />
  </>
);

/** The step's name and phase as one button that opens its detail. */
const StepButton = ({ step }: { step: StepNodeInput }) => {
  const translate = useTranslate();
  const { selected, select } = useStepSelection();
  return (
    <ButtonBase
      className="nopan"
      aria-pressed={selected === step.id}
      onClick={() => select(step.id)}
      sx={{ display: 'block', textAlign: 'left', width: '100%', px: 1.5, py: 1, borderRadius: 1 }}
    >
      <Typography variant="body2" fontWeight={600} noWrap>
        {step.label}
      </Typography>
      <Typography variant="caption" color="text.secondary" noWrap component="p">
        {`${step.type} · ${translate(`resources.appWorkflowRecords.phase.${step.phase}`)}`}
      </Typography>
    </ButtonBase>
  );
};

/** A step, outlined in its phase colour; the open one has a thicker outline. */
export const StepNode = ({ data }: NodeProps<StepFlowNode>) => {
  const { selected } = useStepSelection();
  return (
    <Box
      sx={{
        height: '100%',
        bgcolor: 'background.paper',
        border: selected === data.id ? 3 : 2,
        borderColor: `status.${phaseTone(data.phase)}`,
        borderRadius: 1,
        display: 'flex',
        alignItems: 'center',
      }}
    >
      <Handles />
      <StepButton step={data} />
    </Box>
  );
};

/** A step group: its own title and phase above its sub-steps, dashed in its phase colour. */
export const StepGroupNode = ({ data }: NodeProps<StepFlowNode>) => (
  <Box
    sx={{
      height: '100%',
      border: 2,
      borderStyle: 'dashed',
      borderColor: `status.${phaseTone(data.phase)}`,
      borderRadius: 1,
    }}
  >
    <Handles />
    <StepButton step={data} />
  </Box>
);
