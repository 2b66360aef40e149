import type { VerbDrivers } from './drivers';

const pipeline = { project: 'x', pipeline: 'x' };
const run = { ...pipeline, run: 'x-20240501102030123' };

export const drivers: VerbDrivers = {
  pipelineDetail: (dp) => dp.pipelineDetail(pipeline),
  savePipelineSpec: (dp) => dp.savePipelineSpec(pipeline, { spec: { steps: [] } }),
  runPipeline: (dp) => dp.runPipeline(pipeline, ''),
  runContextChoices: (dp) => dp.runContextChoices(pipeline),
  revealContextChoices: (dp) => dp.revealContextChoices(pipeline),
  pipelineRunBase: (dp) => dp.pipelineRunBase(run),
  pipelineRunStatus: (dp) => dp.pipelineRunStatus(run),
  pipelineRunLog: (dp) => dp.pipelineRunLog(run, 'x'),
  pipelineRunOutputs: (dp) => dp.pipelineRunOutputs(run, 'x'),
  pipelineRunInputs: (dp) => dp.pipelineRunInputs(run, 'x'),
  stopPipelineRun: (dp) => dp.stopPipelineRun(run),
  terminatePipelineRun: (dp) => dp.terminatePipelineRun(run),
  resumePipelineRun: (dp) => dp.resumePipelineRun(run),
};
