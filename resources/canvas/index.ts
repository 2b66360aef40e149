// What the React Flow canvases share (the resource graphs and the workflow studio). Only modules that draw
// with React Flow import it, so its frame and controls load with them.
export { FlowFrame } from './FlowFrame';
export { useFlowView } from './useFlowView';
export { FIT_VIEW_OPTIONS } from './zoomSteps';
