import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { VelaDataProvider } from '@dataProvider/index';
import type { PipelineAddress as Address } from '@dataProvider/verbs/pipelineRuns';
import { ActionForm, ERROR_SHOWN_BY_PAGE, ErrorState, FormDrawer, FormSkeleton } from '@src/common/kit';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useDataProvider, useRefresh, useTranslate } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { copiedValues } from '../shared/pipelineContexts';
import { contextResource } from '../shared/pipeline';
import { PipelineInputs } from './PipelineInputs';

/**
 * The pipeline and its contexts, read together: a clone copies both. Who may update the contexts
 * copies their secrets too (read revealed); for anyone else the hidden ones start empty.
 */
function usePipelineToClone(address: Address) {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const { canAccess: mayReveal, isPending: checking } = useCanAccess({
    action: 'update',
    resource: contextResource(address.project, address.pipeline),
  });
  return useQuery({
    queryKey: ['pipelineClone', address.project, address.pipeline, mayReveal],
    queryFn: async () => {
      const readContexts = mayReveal ? dataProvider.revealContextChoices : dataProvider.runContextChoices;
      const [pipeline, read] = await Promise.all([
        dataProvider.pipelineDetail(address, ERROR_SHOWN_BY_PAGE),
        readContexts(address, ERROR_SHOWN_BY_PAGE),
      ]);
      const copies = Object.entries(read).map(([name, values]) => ({ name, ...copiedValues(values ?? []) }));
      const contexts = Object.fromEntries(copies.map(({ name, values }) => [name, values]));
      return { pipeline, contexts, hiddenDropped: copies.some(({ dropped }) => dropped) };
    },
    enabled: !checking,
    retry: false,
  });
}

const CloneForm = ({ address }: { address: Address }) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const refresh = useRefresh();
  const { data, error, isPending, isFetching, refetch } = usePipelineToClone(address);
  if (error) {
    return (
      <Box sx={{ p: 2 }}>
        <ErrorState
          error={error}
          onRetry={() => void refetch()}
          retrying={isFetching}
          title="resources.pipelines.clone.loadFailed"
        />
      </Box>
    );
  }
  if (isPending) return <FormSkeleton />;
  const { pipeline, contexts, hiddenDropped } = data;
  const clone = async (values: FieldValues, meta: unknown) => {
    const created = await dataProvider.createPipeline(
      values.project,
      {
        name: values.name,
        alias: values.alias ?? '',
        description: values.description ?? '',
        spec: pipeline.spec,
      },
      meta,
    );
    const copy = { project: values.project as string, pipeline: values.name as string };
    for (const [name, contextValues] of Object.entries(contexts)) {
      await dataProvider.createPipelineContext(copy, { name, values: contextValues }, meta);
    }
    return created;
  };
  return (
    <>
      <Alert severity="success" sx={{ mx: 2, mt: 2 }}>
        {translate('resources.pipelines.clone.ready', { smart_count: Object.keys(contexts).length })}
      </Alert>
      {hiddenDropped ? (
        <Alert severity="info" sx={{ mx: 2, mt: 2 }}>
          {translate('resources.pipelines.contexts.hiddenNotCopied')}
        </Alert>
      ) : null}
      <ActionForm
        defaultValues={{
          name: `${pipeline.name}-clone`,
          alias: pipeline.alias,
          description: pipeline.description,
        }}
        submitLabel="resources.pipelines.action.clone"
        successMessage="resources.pipelines.notification.cloned"
        onSubmit={clone}
        onSaved={refresh}
      >
        <PipelineInputs preferredProjects={[address.project]} />
      </ActionForm>
    </>
  );
};

interface ClonePipelineDrawerProps {
  /** The pipeline to clone; the drawer is closed without one. */
  address?: Address;
  onClose: () => void;
}

/** Clone Pipeline: a new pipeline named `{name}-clone` by default, with the same steps and contexts. */
export const ClonePipelineDrawer = ({ address, onClose }: ClonePipelineDrawerProps) => (
  <FormDrawer open={address !== undefined} onClose={onClose} title="resources.pipelines.title.clone">
    {address ? <CloneForm address={address} /> : null}
  </FormDrawer>
);
