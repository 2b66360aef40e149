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
import { displayName } from '@dataProvider/displayName';
import type { components } from '../../contract/api';
import { CanAccess, DataTable, LinkBase, useCanAccess, useTranslate } from 'react-admin';
import { envColumns } from './envColumns';
import { EnvInputs } from './EnvInputs';
import { EnvRowActions } from './EnvRowActions';

type Env = components['schemas']['v1.Env'] & { id: string };

const nameAndAlias = (env: Env) => (env.alias ? `${env.name}(${env.alias})` : env.name);

const ProjectLink = ({ env }: { env: Env }) => (
  <Link component={LinkBase} to={`/projects/${encodeURIComponent(env.project.name)}/summary`}>
    {displayName(env.project)}
  </Link>
);

/** The targets by alias; a link to /targets for who may list targets. */
const Targets = ({ env, linked }: { env: Env; linked: boolean }) => {
  const text = (env.targets ?? []).map(displayName).join(', ');
  if (!linked || !text) return text;
  return (
    <Link component={LinkBase} to="/targets">
      {text}
    </Link>
  );
};

/** /envs: the environments of the user's projects, ten a page, with New, Edit and Remove. */
export const EnvList = () => {
  const translate = useTranslate();
  const { drawer, id, open, close } = useUrlDrawer();
  const { canAccess: mayListTargets = false } = useCanAccess({ action: 'list', resource: 'target:*' });
  const newEnv = (
    <CanAccess action="create" resource="project:?/environment:*">
      <Button size="small" variant="contained" startIcon={<AddIcon />} onClick={() => open('create')}>
        {translate('resources.envs.action.new')}
      </Button>
    </CanAccess>
  );
  return (
    <>
      <ListFrame
        actions={newEnv}
        exportColumns={envColumns}
        empty={<EmptyState text="resources.envs.empty" action={newEnv} />}
      >
        <DataTable<Env> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col<Env> source="name" label="resources.envs.fields.nameAlias" render={nameAndAlias} />
          <DataTable.Col<Env> source="project" render={(env) => <ProjectLink env={env} />} />
          <DataTable.Col source="namespace" label="resources.envs.columns.namespace" />
          <DataTable.Col source="description" />
          <DataTable.Col<Env>
            source="targets"
            render={(env) => <Targets env={env} linked={mayListTargets} />}
          />
          <DataTable.Col source="actions">
            <EnvRowActions onEdit={(name) => open('edit', name)} />
          </DataTable.Col>
        </DataTable>
      </ListFrame>
      <FormDrawer
        width={WIDE_DRAWER_WIDTH}
        open={drawer === 'create'}
        onClose={close}
        title="resources.envs.title.new"
      >
        <CreateForm successMessage="resources.envs.notification.created">
          <EnvInputs />
        </CreateForm>
      </FormDrawer>
      <FormDrawer
        width={WIDE_DRAWER_WIDTH}
        open={drawer === 'edit' && id !== undefined}
        onClose={close}
        title="resources.envs.title.edit"
      >
        {id !== undefined ? (
          <EditForm id={id} successMessage="resources.envs.notification.updated">
            <EnvInputs edit />
          </EditForm>
        ) : null}
      </FormDrawer>
    </>
  );
};
