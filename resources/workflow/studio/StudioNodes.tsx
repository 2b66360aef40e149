import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { styled } from '@mui/material/styles';
import { Handle, Position, type Node, type NodeProps } from '@xyflow/react';
import { memo } from 'react';
import { useTranslate } from 'react-admin';
import type { StudioNodeData } from './studioGraph';
import { useStudioActions } from './studioActions';

export type StudioFlowNode = Node<StudioNodeData, 'step' | 'stepGroup'>;

const KEY = 'resources.workflowStudio.action';
const clipped = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

// One styled element per node (a canvas may hold a hundred), its parts styled by class; plain buttons,
// as MUI's ButtonBase brings a ripple and focus tracking per node.
const NodeBox = styled('div')(({ theme }) => ({
  height: '100%',
  display: 'flex',
  alignItems: 'flex-start',
  color: theme.palette.text.primary,
  border: `2px solid ${theme.palette.primary.main}`,
  borderRadius: theme.shape.borderRadius,
  '&.step': { backgroundColor: theme.palette.background.paper, alignItems: 'center' },
  '&.group': { borderStyle: 'dashed' },
  '& button': {
    font: 'inherit',
    color: 'inherit',
    background: 'none',
    border: 0,
    cursor: 'pointer',
    borderRadius: theme.shape.borderRadius,
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
  },
  '& .step-edit': {
    flex: 1,
    minWidth: 0,
    textAlign: 'left',
    padding: theme.spacing(1, 1.5),
    display: 'flex',
    flexDirection: 'column',
  },
  '& .step-name': { ...theme.typography.body2, ...clipped, fontWeight: 600 },
  '& .step-type': { ...theme.typography.caption, ...clipped, color: theme.palette.text.secondary },
  '&.group .step-edit': { padding: theme.spacing(0.75, 1.5) },
  '&.group .step-type': { display: 'none' },
  '& .step-icon': { padding: theme.spacing(0.5), display: 'flex', color: theme.palette.text.secondary },
}));

const Handles = ({ connectable }: { connectable: boolean }) => (
  <>
    <Handle type="target" position={Position.Left} isConnectable={connectable} />
    <Handle type="source" position={Position.Right} isConnectable={connectable} />
  </>
);

const StepParts = ({ data }: { data: StudioNodeData }) => {
  const translate = useTranslate();
  const actions = useStudioActions();
  return (
    <>
      <button
        type="button"
        className="step-edit nodrag"
        onClick={() => actions?.edit(data.id)}
        aria-label={translate(`${KEY}.edit`, { name: data.label })}
        disabled={!actions}
      >
        <span className="step-name">{data.label}</span>
        <span className="step-type">{data.type}</span>
      </button>
      {data.group && actions ? (
        <button
          type="button"
          className="step-icon nodrag"
          onClick={() => actions.addSubStep(data.id)}
          aria-label={translate(`${KEY}.addSubStep`, { name: data.label })}
          title={translate(`${KEY}.addSubStep`, { name: data.label })}
        >
          <AddIcon fontSize="small" />
        </button>
      ) : null}
      {actions ? (
        <button
          type="button"
          className="step-icon nodrag"
          onClick={() => actions.remove(data.id)}
          aria-label={translate(`${KEY}.delete`, { name: data.label })}
          title={translate(`${KEY}.delete`, { name: data.label })}
        >
          <DeleteOutlineIcon fontSize="small" />
        </button>
      ) : null}
    </>
  );
};

/** A step: its name or alias and type, which open it for editing, and its delete button. */
export const StudioStepNode = memo(function StudioStepNode({ data }: NodeProps<StudioFlowNode>) {
  const actions = useStudioActions();
  return (
    <NodeBox className="step">
      <Handles connectable={!!actions} />
      <StepParts data={data} />
    </NodeBox>
  );
});

/** A step group, dashed around its sub steps, with a button to add one. */
export const StudioGroupNode = memo(function StudioGroupNode({ data }: NodeProps<StudioFlowNode>) {
  const actions = useStudioActions();
  return (
    <NodeBox className="group">
      <Handles connectable={!!actions} />
      <StepParts data={data} />
    </NodeBox>
  );
});
