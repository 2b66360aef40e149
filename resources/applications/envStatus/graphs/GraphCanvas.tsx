import { FlowFrame, useFlowView } from '@resources/canvas';
import { ReactFlow } from '@xyflow/react';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import type { GraphModel, GraphNodeData } from './graphModel';
import { GRAPH_HEIGHT } from './graphSize';
import { graphKey, nodeLabel } from './graphText';
import { HealthNode } from './HealthNode';
import { HEALTH_NODE, layoutGraph } from './layoutGraph';
import { OpenNodeContext } from './openNodeContext';

const nodeTypes = { [HEALTH_NODE]: HealthNode };

export interface GraphCanvasProps {
  model: GraphModel;
  /** The accessible name of the graph's region, as a catalog key. */
  label: string;
  onOpenNode: (node: GraphNodeData) => void;
  /** Wider gaps between siblings for graphs of few, wide rows (the application graph). */
  nodeSeparation?: number;
}

/**
 * A read-only graph laid out as a tidy tree: nodes are buttons that open their detail, the view pans and
 * zooms between 0.5 and 2, and starts fitted to the graph.
 */
export const GraphCanvas = ({ model, label, onOpenNode, nodeSeparation }: GraphCanvasProps) => {
  const translate = useTranslate();
  const view = useFlowView();
  const { nodes, edges } = useMemo(() => {
    const laidOut = layoutGraph(model, nodeSeparation);
    const names = new Map(model.nodes.map((node) => [node.id, nodeLabel(node, translate)]));
    const named = laidOut.edges.map((edge) => ({
      ...edge,
      ariaLabel: translate(graphKey('edge'), {
        source: names.get(edge.source),
        target: names.get(edge.target),
      }),
    }));
    return { nodes: laidOut.nodes, edges: named };
  }, [model, nodeSeparation, translate]);
  const ariaLabelConfig = useMemo(
    () => ({
      'node.a11yDescription.default': translate(graphKey('nodeHint')),
      'edge.a11yDescription.default': translate(graphKey('edgeHint')),
    }),
    [translate],
  );
  return (
    <OpenNodeContext.Provider value={onOpenNode}>
      <FlowFrame label={translate(graphKey(label))} height={GRAPH_HEIGHT}>
        <ReactFlow
          {...view}
          nodes={nodes}
          edges={edges}
          nodeTypes={nodeTypes}
          nodesDraggable={false}
          nodesConnectable={false}
          nodesFocusable={false}
          edgesFocusable={false}
          elementsSelectable={false}
          disableKeyboardA11y
          ariaLabelConfig={ariaLabelConfig}
        />
      </FlowFrame>
    </OpenNodeContext.Provider>
  );
};
