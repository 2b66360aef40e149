import type { VelaDataProvider } from '@dataProvider/index';
import type { PipelineRunAddress } from '@dataProvider/verbs/pipelineRuns';
import { ApprovalBar } from '@resources/workflow';
import { useDataProvider } from 'react-admin';
import { useReloadRun } from './usePipelineRun';

const KEY = 'resources.pipelineRuns';

/** A run waiting for approval: Terminate (asks first) or Resume, each reading the status again. */
export const RunApproval = ({ address }: { address: PipelineRunAddress }) => {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const reload = useReloadRun(address);
  const resource = `project:${address.project}/pipeline:${address.pipeline}/pipelineRun:${address.run}`;
  return (
    <ApprovalBar
      messages={KEY}
      resumeLabel={`${KEY}.action.resume`}
      access={{ resource, resume: 'run', terminate: 'run' }}
      resume={() => dataProvider.resumePipelineRun(address)}
      terminate={() => dataProvider.terminatePipelineRun(address)}
      reload={reload}
    />
  );
};
