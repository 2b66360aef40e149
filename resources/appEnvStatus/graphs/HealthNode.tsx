import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { Handle, Position, type NodeProps } from '@xyflow/react';
import { useContext } from 'react';
import { useTranslate } from 'react-admin';
import { graphKey, healthText, nodeLabel, nodeTypeText } from './graphText';
import { healthColor, healthTone } from './health';
import type { GraphNode } from './layoutGraph';
import { OpenNodeContext } from './openNodeContext';

// Edges need handles to attach to; nothing connects by hand here, so they stay out of sight.
const hiddenHandle = { opacity: 0, pointerEvents: 'none' } as const;

/** A box of the graph: its type, its name, its health in the theme's colour and the first facts about it. */
export const HealthNode = ({ data }: NodeProps<GraphNode>) => {
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
      <ButtonBase
        onClick={() => open(data)}
        aria-label={nodeLabel(data, translate)}
        aria-haspopup="dialog"
        title={data.name}
        sx={{
          width: '100%',
          height: '100%',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          textAlign: 'left',
          px: 1.5,
          py: 1,
          gap: 0.25,
          bgcolor: 'background.paper',
          border: 1,
          borderColor: 'divider',
          borderLeft: `4px solid ${color}`,
          borderRadius: 1,
          '&.Mui-focusVisible': { outline: `2px solid ${palette.primary.main}`, outlineOffset: 2 },
        }}
      >
        <Typography variant="caption" color="text.secondary" noWrap>
          {nodeTypeText(data, translate)}
        </Typography>
        <Typography variant="body2" fontWeight={600} noWrap>
          {data.name}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1, minWidth: 0 }}>
          {data.health && (
            <Typography variant="caption" sx={{ color, fontWeight: 600, flexShrink: 0 }}>
              {healthText(data.health, translate)}
            </Typography>
          )}
          <Typography variant="caption" color="text.secondary" noWrap>
            {facts.join(' · ')}
          </Typography>
        </Box>
      </ButtonBase>
      <Handle type="source" position={Position.Right} isConnectable={false} style={hiddenHandle} />
    </>
  );
};
