import { styled, useTheme } from '@mui/material/styles';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { memo, useContext } from 'react';
import { useTranslate } from 'react-admin';
import { graphKey, healthText, nodeLabel, nodeTypeText } from './graphText';
import { healthColor, healthTone } from './health';
import type { GraphNode } from './layoutGraph';
import { OpenNodeContext } from './openNodeContext';

// Edges need handles to attach to; nothing connects by hand here, so they stay out of sight.
const hiddenHandle = { opacity: 0, pointerEvents: 'none' } as const;

const clipped = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' } as const;

// One styled element per node (a graph may hold hundreds), its parts styled by class: only the health
// colour varies, inline. A plain button: MUI's ButtonBase brings a ripple and focus tracking per node.
const NodeButton = styled('button')(({ theme }) => ({
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  justifyContent: 'center',
  textAlign: 'left',
  padding: theme.spacing(1, 1.5),
  gap: theme.spacing(0.25),
  font: 'inherit',
  color: theme.palette.text.primary,
  cursor: 'pointer',
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderLeftWidth: 4,
  borderRadius: theme.shape.borderRadius,
  '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
  '& .node-line': { ...theme.typography.caption, ...clipped, color: theme.palette.text.secondary },
  '& .node-name': { ...theme.typography.body2, ...clipped, fontWeight: 600 },
  '& .node-health': { fontWeight: 600 },
}));

/** A box of the graph: its type, its name, its health in the theme's colour and the first facts about it. */
export const HealthNode = memo(function HealthNode({ data }: NodeProps<GraphNode>) {
  const translate = useTranslate();
  const open = useContext(OpenNodeContext);
  const { palette } = useTheme();
  const color = healthColor(palette, healthTone(data.health));
  const facts = data.info
    .slice(0, 2)
    .map(([key, value]) => `${translate(graphKey(`info.${key}`), { _: key })}: ${value}`);
  return (
    <>
      <Handle type="target" position={Position.Left} isConnectable={false} style={hiddenHandle} />
      <NodeButton
        onClick={() => open(data)}
        aria-label={nodeLabel(data, translate)}
        aria-haspopup="dialog"
        title={data.name}
        type="button"
        style={{ borderLeftColor: color }}
      >
        <span className="node-line">{nodeTypeText(data, translate)}</span>
        <span className="node-name">{data.name}</span>
        <span className="node-line">
          {data.health && (
            <span className="node-health" style={{ color }}>
              {healthText(data.health, translate)}{' '}
            </span>
          )}
          {facts.join(' · ')}
        </span>
      </NodeButton>
      <Handle type="source" position={Position.Right} isConnectable={false} style={hiddenHandle} />
    </>
  );
});
