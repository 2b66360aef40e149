import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import {
  CreateForm,
  EditForm,
  EmptyState,
  FormDrawer,
  ListFrame,
  useUrlDrawer,
  WIDE_DRAWER_WIDTH,
} from '@src/common/kit';
import { displayName } from '@src/common/displayName';
import type { components } from '@src/types/api';
import { CanAccess, DataTable, LinkBase, useTranslate } from 'react-admin';
import { TargetInputs } from './TargetInputs';
import { TargetRowActions } from './TargetRowActions';

type Target = components['schemas']['v1.TargetBase'] & { id: string };

/** Specification §9: targets are listed five a page. */
const TARGETS_PER_PAGE = 5;

const ProjectLink = ({ target }: { target: Target }) =>
  target.project?.name ? (
    <Link component={LinkBase} to={`/projects/${encodeURIComponent(target.project.name)}/summary`}>
      {displayName(target.project)}
    </Link>
  ) : null;

const placement = (target: Target) =>
  `${target.clusterAlias || target.cluster?.clusterName || ''}/${target.cluster?.namespace ?? ''}`;

/** /targets: where projects deliver (a namespace of a cluster), five a page, with New, Edit and Remove. */
export const TargetList = () => {
  const translate = useTranslate();
  const { drawer, id, open, close } = useUrlDrawer();
  const newTarget = (
    <CanAccess action="create" resource="target:*">
      <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => open('create')}>
        {translate('resources.targets.action.new')}
      </Button>
    </CanAccess>
  );
  return (
    <>
      <ListFrame
        perPage={TARGETS_PER_PAGE}
        subtitle="resources.targets.subtitle"
        actions={newTarget}
        empty={<EmptyState text="resources.targets.empty" action={newTarget} />}
      >
        <DataTable<Target> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="alias" />
          <DataTable.Col<Target> source="project" render={(target) => <ProjectLink target={target} />} />
          <DataTable.Col source="clusterNamespace" render={placement} />
          <DataTable.Col source="description" />
          <DataTable.Col source="actions">
            <TargetRowActions onEdit={(name) => open('edit', name)} />
          </DataTable.Col>
        </DataTable>
      </ListFrame>
      <FormDrawer
        width={WIDE_DRAWER_WIDTH}
        open={drawer === 'create'}
        onClose={close}
        title="resources.targets.title.new"
      >
        <CreateForm successMessage="resources.targets.notification.created">
          <TargetInputs />
        </CreateForm>
      </FormDrawer>
      <FormDrawer
        width={WIDE_DRAWER_WIDTH}
        open={drawer === 'edit' && id !== undefined}
        onClose={close}
        title="resources.targets.title.edit"
      >
        {id !== undefined ? (
          <EditForm id={id} successMessage="resources.targets.notification.updated">
            <TargetInputs edit />
          </EditForm>
        ) : null}
      </FormDrawer>
    </>
  );
};
