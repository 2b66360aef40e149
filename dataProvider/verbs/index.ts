/**
 * Calls that are not CRUD on a resource (enable a user, deploy, recycle, …), one module per area;
 * views reach them through `useDataProvider<VelaDataProvider>()`. A new area adds its module here, and
 * a `<area>.drivers.ts` beside it that drives each verb once for the contract test.
 */
import type { VerbContext } from './context';
import { addonVerbs } from './addons';
import { appPartVerbs } from './appParts';
import { configVerbs } from './configs';
import { definitionVerbs } from './definitions';
import { formLookupVerbs } from './formLookups';
import { deployVerbs } from './deploy';
import { infrastructureVerbs } from './infrastructure';
import { revisionVerbs } from './revisions';
import { systemVerbs } from './system';
import { userVerbs } from './users';
import { envStatusVerbs } from './envStatus';
import { resourceGraphVerbs } from './resourceGraph';
import { podLogVerbs } from './podLogs';
import { workflowRecordVerbs } from './workflowRecords';
import { workflowStudioVerbs } from './workflowStudio';
import { pipelineRunVerbs } from './pipelineRuns';
import { pipelineVerbs } from './pipelines';
import { pluginVerbs } from './plugins';

export const velaVerbs = (context: VerbContext) => ({
  ...userVerbs(context),
  ...systemVerbs(context),
  ...definitionVerbs(context),
  ...infrastructureVerbs(context),
  ...formLookupVerbs(context),
  ...addonVerbs(context),
  ...appPartVerbs(context),
  ...configVerbs(context),
  ...revisionVerbs(context),
  ...deployVerbs(context),
  ...envStatusVerbs(context),
  ...resourceGraphVerbs(context),
  ...podLogVerbs(context),
  ...workflowRecordVerbs(context),
  ...workflowStudioVerbs(context),
  ...pipelineRunVerbs(context),
  ...pipelineVerbs(context),
  ...pluginVerbs(context),
});

export type VelaDataMethods = ReturnType<typeof velaVerbs>;
