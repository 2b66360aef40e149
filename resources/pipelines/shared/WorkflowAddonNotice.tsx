import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import type { VelaDataProvider } from '@dataProvider/index';
import { LinkBase, useDataProvider, useTranslate } from 'react-admin';

export const WORKFLOW_ADDON = 'vela-workflow';

/**
 * Pipelines run on the vela-workflow addon: while it is not enabled, say so and lead to it. Nothing is
 * shown while the enabled addons load or when they cannot be read (runs then say why themselves).
 */
export const WorkflowAddonNotice = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const { data: enabled } = useQuery({
    queryKey: ['enabledAddonNames'],
    queryFn: () => dataProvider.listEnabledAddonNames(),
    retry: false,
  });
  if (!enabled || enabled.includes(WORKFLOW_ADDON)) return null;
  return (
    <Alert severity="warning">
      {`${translate('resources.pipelineRuns.addon.before')} `}
      <Link component={LinkBase} to={`/addons/${WORKFLOW_ADDON}`}>
        {WORKFLOW_ADDON}
      </Link>
      {` ${translate('resources.pipelineRuns.addon.after')}`}
    </Alert>
  );
};
