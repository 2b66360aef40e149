import { createContext } from 'react';
import type { GraphNodeData } from './graphModel';

/** What a node does when chosen (open its detail); given by the canvas, since node types must stay fixed. */
export const OpenNodeContext = createContext<(node: GraphNodeData) => void>(() => undefined);
