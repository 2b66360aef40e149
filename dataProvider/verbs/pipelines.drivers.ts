import type { VerbDrivers } from './drivers';

const pipeline = { project: 'x', pipeline: 'x' };
const values = [{ key: 'k', value: 'v' }];

export const drivers: VerbDrivers = {
  createPipeline: (dp) => dp.createPipeline('x', { name: 'x', spec: { steps: [] } }),
  deletePipeline: (dp) => dp.deletePipeline(pipeline),
  createPipelineContext: (dp) => dp.createPipelineContext(pipeline, { name: 'x', values }),
  updatePipelineContext: (dp) => dp.updatePipelineContext(pipeline, 'x', values),
  deletePipelineContext: (dp) => dp.deletePipelineContext(pipeline, 'x'),
};
