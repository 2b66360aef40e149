import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { EmptyState, ListFrame, useUrlDrawer } from '@src/common/kit';
import { Suspense, useMemo } from 'react';
import { CanAccess, useTranslate } from 'react-admin';
import { ClonePipelineDrawer } from './ClonePipelineDrawer';
import { ContextDrawers } from '../contexts/ContextDrawers';
import { parseDrawerId, pipelineResource } from '../shared/pipeline';
import { pipelineColumns } from './pipelineColumns';
import { pipelineFilters } from './pipelineFilters';
import { PipelineTable } from './PipelineTable';
import { lazyNamed } from '@src/routing/lazyNamed';

// The templates (YAML, and js-yaml to read them) load when New Pipeline opens, not with the list.
const NewPipelineDrawer = lazyNamed(() => import('./NewPipelineDrawer'), 'NewPipelineDrawer');

const newestFirst = { field: 'createTime', order: 'DESC' as const };

/**
 * Pipelines filtered in the URL, with New Pipeline, Clone, Remove and each one's contexts: those of
 * every project of the user on /pipelines, or of one project (its pipelines tab, the project fixed).
 */
export const PipelinesView = ({ project }: { project?: string }) => {
  const translate = useTranslate();
  const urlDrawer = useUrlDrawer();
  const { drawer, id, open, close } = urlDrawer;
  const filters = useMemo(() => pipelineFilters(project), [project]);
  const columns = useMemo(() => pipelineColumns(!project), [project]);
  const cloned = drawer === 'clone' ? parseDrawerId(id) : undefined;
  const newPipeline = (
    <CanAccess action="create" resource={pipelineResource(project ?? '?')}>
      <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => open('create')}>
        {translate('resources.pipelines.action.new')}
      </Button>
    </CanAccess>
  );
  return (
    <>
      <ListFrame
        resource="pipelines"
        subtitle={project ? undefined : 'resources.pipelines.subtitle'}
        headingLevel={project ? 2 : 1}
        filters={filters}
        filter={project ? { project } : undefined}
        storeKey={project ? 'projectPipelines.listParams' : undefined}
        sort={newestFirst}
        actions={newPipeline}
        exportColumns={columns}
        empty={<EmptyState action={newPipeline} />}
      >
        <PipelineTable showProject={!project} onOpen={open} />
      </ListFrame>
      {drawer === 'create' ? (
        <Suspense fallback={null}>
          <NewPipelineDrawer open onClose={close} project={project} />
        </Suspense>
      ) : null}
      <ClonePipelineDrawer
        address={cloned && { project: cloned.project, pipeline: cloned.pipeline }}
        onClose={close}
      />
      <ContextDrawers urlDrawer={urlDrawer} />
    </>
  );
};
