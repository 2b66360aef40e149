import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import { EmptyState, ListFrame, useStarred, useUrlDrawer } from '@src/common/kit';
import { Suspense, useMemo } from 'react';
import { CanAccess, useTranslate } from 'react-admin';
import { lazyNamed } from '@src/routing/lazyNamed';
import { applicationColumns } from './applicationColumns';
import { applicationFilters } from './applicationFilters';
import { ApplicationCards } from './ApplicationCards';
import { ApplicationTable } from './ApplicationTable';
import { EditApplicationDrawer } from '../shared/EditApplicationDrawer';
import { useListView } from './useListView';
import { ViewSwitch } from './ViewSwitch';

// The dialog renders component properties with the schema forms: loaded only when it opens.
const NewApplicationDialog = lazyNamed(() => import('./NewApplicationDialog'), 'NewApplicationDialog');

const newestFirst = { field: 'updateTime', order: 'DESC' as const };

/**
 * Applications as cards or a table, filtered in the URL, with New, Edit and Delete: all of them on
 * /applications, or those of one project (its applications tab, where the project is fixed).
 */
export const ApplicationsView = ({ project }: { project?: string }) => {
  const translate = useTranslate();
  const { drawer, id, open, close } = useUrlDrawer();
  const [view, setView] = useListView();
  const filters = useMemo(() => applicationFilters(project), [project]);
  const starred = useStarred('applications');
  // The Starred filter is kept in the address; the names it keeps are in the browser.
  const filter = useMemo(
    () => (project ? { project, starredNames: starred.names } : { starredNames: starred.names }),
    [project, starred.names],
  );
  const onEdit = (name: string) => open('edit', name);
  const newApp = (
    <CanAccess action="create" resource={`project:${project ?? '?'}/application:*`}>
      <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => open('create')}>
        {translate('resources.applications.action.new')}
      </Button>
    </CanAccess>
  );
  return (
    <>
      <ListFrame
        resource="applications"
        subtitle={project ? undefined : 'resources.applications.subtitle'}
        headingLevel={project ? 2 : 1}
        filters={filters}
        filter={filter}
        storeKey={project ? 'projectApplications.listParams' : undefined}
        sort={newestFirst}
        exportColumns={applicationColumns}
        actions={
          <>
            <ViewSwitch view={view} onChange={setView} />
            {newApp}
          </>
        }
        empty={<EmptyState text="resources.applications.empty" action={newApp} />}
      >
        {view === 'card' ? (
          <ApplicationCards onEdit={onEdit} starred={starred} />
        ) : (
          <ApplicationTable onEdit={onEdit} starred={starred} />
        )}
      </ListFrame>
      {drawer === 'create' ? (
        <Suspense fallback={null}>
          <NewApplicationDialog project={project} onClose={close} />
        </Suspense>
      ) : null}
      <EditApplicationDrawer name={drawer === 'edit' ? id : undefined} onClose={close} />
    </>
  );
};
