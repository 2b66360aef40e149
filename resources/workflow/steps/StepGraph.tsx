import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { Controls, ReactFlow, type Edge } from '@xyflow/react';
import '@xyflow/react/dist/style.css';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { layoutSteps } from './layoutSteps';
import type { StepGraphInput } from './stepGraph';
import { StepGroupNode, StepNode, type StepFlowNode } from './StepNodes';
import { useStepSelection } from './stepSelection';

const nodeTypes = { step: StepNode, stepGroup: StepGroupNode };
const GRAPH = 'resources.appWorkflowRecords.graph';

/** The record's steps laid out by dagre and drawn by React Flow (its own chunk, loaded with the page). */
export const StepGraph = ({ graph }: { graph: StepGraphInput }) => {
  const translate = useTranslate();
  const { mode } = useTheme().palette;
  const { select } = useStepSelection();
  const nodes = useMemo(
    (): StepFlowNode[] =>
      layoutSteps(graph).map(({ x, y, width, height, ...step }) => ({
        id: step.id,
        type: step.group ? 'stepGroup' : 'step',
        position: { x, y },
        width,
        height,
        data: step,
        ...(step.parent ? { parentId: step.parent, extent: 'parent' as const } : {}),
      })),
    [graph],
  );
  const edges = useMemo((): Edge[] => graph.edges.map((edge) => ({ ...edge, type: 'smoothstep' })), [graph]);
  const hint = translate(`${GRAPH}.hint`);
  return (
    <Box sx={{ height: 360, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <ReactFlow
        nodes={nodes}
        edges={edges}
        nodeTypes={nodeTypes}
        fitView
        minZoom={0.5}
        maxZoom={2}
        nodesDraggable={false}
        nodesConnectable={false}
        nodesFocusable={false}
        edgesFocusable={false}
        elementsSelectable={false}
        // A node with a click handler takes pointer events; React Flow turns them off otherwise.
        onNodeClick={(_event, node) => select(node.id)}
        colorMode={mode}
        proOptions={{ hideAttribution: true }}
        ariaLabelConfig={{
          'node.a11yDescription.default': hint,
          'node.a11yDescription.keyboardDisabled': hint,
          'edge.a11yDescription.default': hint,
          'controls.ariaLabel': translate(`${GRAPH}.controls`),
          'controls.zoomIn.ariaLabel': translate(`${GRAPH}.zoomIn`),
          'controls.zoomOut.ariaLabel': translate(`${GRAPH}.zoomOut`),
          'controls.fitView.ariaLabel': translate(`${GRAPH}.fitView`),
        }}
      >
        <Controls showInteractive={false} />
      </ReactFlow>
    </Box>
  );
};
