import Typography from '@mui/material/Typography';
import { FIT_VIEW_OPTIONS, FlowFrame, useFlowView } from '@resources/canvas';
import {
  ReactFlow,
  useNodesState,
  useReactFlow,
  type Connection,
  type Edge,
  type IsValidConnection,
} from '@xyflow/react';
import { useEffect, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { layoutSteps } from '../steps/layoutSteps';
import { CANVAS_HEIGHT } from './canvasSize';
import { StudioActionsContext, type StudioActions } from './studioActions';
import { canConnect, connectSteps, disconnectSteps, workflowToCanvas } from './studioGraph';
import { StudioGroupNode, StudioStepNode, type StudioFlowNode } from './StudioNodes';
import type { StudioWorkflow } from './studioWorkflow';

const nodeTypes = { step: StudioStepNode, stepGroup: StudioGroupNode };
const KEY = 'resources.workflowStudio.canvas';

export interface StudioCanvasProps {
  workflow: StudioWorkflow;
  onChange: (workflow: StudioWorkflow) => void;
  /** What the steps' buttons do; none when the workflow cannot be changed. */
  actions?: StudioActions;
  /** The translation key of what an empty canvas says. */
  emptyText?: string;
}

function flowNodes(workflow: StudioWorkflow): { nodes: StudioFlowNode[]; edges: Edge[] } {
  const graph = workflowToCanvas(workflow);
  const nodes = layoutSteps(graph).map(({ x, y, width, height, ...step }) => ({
    id: step.id,
    type: step.group ? ('stepGroup' as const) : ('step' as const),
    position: { x, y },
    width,
    height,
    data: step,
    deletable: false,
    ...(step.parent ? { parentId: step.parent, extent: 'parent' as const } : {}),
  }));
  const edges = graph.edges.map(({ kind, ...edge }) => ({
    ...edge,
    type: 'smoothstep',
    deletable: kind === 'dependsOn',
  }));
  return { nodes, edges };
}

/** Fits the view again when steps come or go, so a new step is never out of sight. */
const FitOnChange = ({ steps }: { steps: number }) => {
  const { fitView } = useReactFlow();
  useEffect(() => {
    void fitView(FIT_VIEW_OPTIONS);
  }, [steps, fitView]);
  return null;
};

/**
 * The workflow's steps laid out by dagre and drawn by React Flow: steps can be dragged around, opened
 * for editing and deleted; in DAG mode an edge drawn between two steps is a dependsOn, and removing a
 * selected edge (Delete or Backspace) drops it.
 */
export const StudioCanvas = ({
  workflow,
  onChange,
  actions,
  emptyText = `${KEY}.empty`,
}: StudioCanvasProps) => {
  const translate = useTranslate();
  const view = useFlowView();
  const laidOut = useMemo(() => flowNodes(workflow), [workflow]);
  const [nodes, setNodes, onNodesChange] = useNodesState<StudioFlowNode>(laidOut.nodes);
  useEffect(() => setNodes(laidOut.nodes), [laidOut, setNodes]);
  const editable = !!actions;
  const isValidConnection: IsValidConnection = ({ source, target }) => canConnect(workflow, source, target);
  const connect = ({ source, target }: Connection) => onChange(connectSteps(workflow, source, target));
  const removeEdges = (removed: Edge[]) =>
    onChange(removed.reduce((next, { source, target }) => disconnectSteps(next, source, target), workflow));
  const hint = translate(`${KEY}.hint`);
  return (
    <StudioActionsContext.Provider value={actions}>
      <FlowFrame label={translate(`${KEY}.label`)} height={CANVAS_HEIGHT}>
        {nodes.length === 0 ? (
          <Typography
            color="text.secondary"
            sx={{
              position: 'absolute',
              inset: 0,
              display: 'grid',
              placeItems: 'center',
              zIndex: 4,
              pointerEvents: 'none',
            }}
          >
            {translate(emptyText)}
          </Typography>
        ) : null}
        <ReactFlow
          {...view}
          nodes={nodes}
          edges={laidOut.edges}
          nodeTypes={nodeTypes}
          onNodesChange={onNodesChange}
          onConnect={connect}
          onEdgesDelete={removeEdges}
          isValidConnection={isValidConnection}
          nodesDraggable
          nodesConnectable={editable}
          edgesFocusable={editable}
          elementsSelectable={editable}
          nodesFocusable={false}
          ariaLabelConfig={{
            'node.a11yDescription.default': hint,
            'node.a11yDescription.keyboardDisabled': hint,
            'edge.a11yDescription.default': hint,
          }}
        >
          <FitOnChange steps={laidOut.nodes.length} />
        </ReactFlow>
      </FlowFrame>
    </StudioActionsContext.Provider>
  );
};
