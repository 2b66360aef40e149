/** The pipelines list's module: its route loads it when drawn, the start-up (src/startup) ahead of it. */
export const loadPipelineList = () => import('./list/PipelineList');
