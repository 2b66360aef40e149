import ButtonBase from '@mui/material/ButtonBase';
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

// Styles made once for every node (a graph may hold hundreds): only the health colour varies, inline.
const NodeButton = styled(ButtonBase)(({ theme }) => ({
  width: '100%',
  height: '100%',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  justifyContent: 'center',
  textAlign: 'left',
  padding: theme.spacing(1, 1.5),
  gap: theme.spacing(0.25),
  backgroundColor: theme.palette.background.paper,
  border: `1px solid ${theme.palette.divider}`,
  borderLeftWidth: 4,
  borderRadius: theme.shape.borderRadius,
  '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
}));

const Line = styled('span')(({ theme }) => ({
  ...theme.typography.caption,
  color: theme.palette.text.secondary,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
}));

const Name = styled('span')(({ theme }) => ({
  ...theme.typography.body2,
  fontWeight: 600,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
}));

const Health = styled('span')(({ theme }) => ({
  ...theme.typography.caption,
  fontWeight: 600,
  flexShrink: 0,
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
        // Hundreds of nodes: no ripple per button; focus shows as an outline.
        disableRipple
        style={{ borderLeftColor: color }}
      >
        <Line>{nodeTypeText(data, translate)}</Line>
        <Name>{data.name}</Name>
        <Line>
          {data.health && <Health style={{ color }}>{healthText(data.health, translate)} </Health>}
          {facts.join(' · ')}
        </Line>
      </NodeButton>
      <Handle type="source" position={Position.Right} isConnectable={false} style={hiddenHandle} />
    </>
  );
});
