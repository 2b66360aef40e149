import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { appPagePath } from '../shared/appPages';
import { useApplication } from '../shared/useApplication';
import { appResource } from '../shared/application';
import { EnvInputs } from '@resources/envs';
import { displayName } from '@dataProvider/displayName';
import {
  EditForm,
  EmptyState,
  FormDrawer,
  FormSkeleton,
  ListSection,
  RowEditButton,
  useUrlDrawer,
  WIDE_DRAWER_WIDTH,
} from '@src/common/kit';
import { Suspense } from 'react';
import { CanAccess, DataTable, LinkBase, useTranslate } from 'react-admin';
import { DeleteBindingButton } from '../shared/DeleteBindingButton';
import type { EnvBinding } from '../shared/useAppBindings';

const BindingName = ({ binding }: { binding: EnvBinding }) => {
  const { app } = useApplication();
  return (
    <Link component={LinkBase} to={appPagePath(app.name, 'envbinding', binding.name)}>
      {binding.alias ? `${binding.name}(${binding.alias})` : binding.name}
    </Link>
  );
};

/** /applications/{app}/envbinding: the bound environments with Edit (the environment) and Delete (the binding). */
export const EnvBindingList = () => {
  const translate = useTranslate();
  const { app, project, readOnly } = useApplication();
  const { drawer, id, open, close } = useUrlDrawer();
  const bind = (
    <CanAccess action="create" resource={appResource(project, app.name, 'envBinding:*')}>
      <Button size="small" startIcon={<AddIcon />} disabled={readOnly} onClick={() => open('bind')}>
        {translate('resources.appDetail.action.bind')}
      </Button>
    </CanAccess>
  );
  return (
    <>
      <ListSection
        resource="appEnvBindings"
        meta={{ app: app.name }}
        title="resources.appEnvBindings.title"
        actions={bind}
        empty={<EmptyState text="resources.appEnvBindings.empty" action={bind} />}
        perPage={100}
      >
        <DataTable<EnvBinding> bulkActionButtons={false} rowClick={false}>
          <DataTable.Col<EnvBinding>
            source="name"
            label="resources.appEnvBindings.fields.nameAlias"
            render={(binding) => <BindingName binding={binding} />}
          />
          <DataTable.Col source="appDeployNamespace" label="resources.appEnvBindings.fields.namespace" />
          <DataTable.Col<EnvBinding>
            source="targets"
            label="resources.appEnvBindings.fields.targets"
            render={(binding) => (binding.targets ?? []).map(displayName).join(', ')}
          />
          <DataTable.Col<EnvBinding>
            source="actions"
            label="resources.appEnvBindings.fields.actions"
            render={(binding) => (
              <Stack direction="row" spacing={1}>
                <RowEditButton
                  label="resources.appEnvBindings.action.edit"
                  resource={`project:${project}/environment:${binding.name}`}
                  onEdit={(name) => open('editEnv', name)}
                />
                <DeleteBindingButton env={binding.name} />
              </Stack>
            )}
          />
        </DataTable>
      </ListSection>
      <FormDrawer
        width={WIDE_DRAWER_WIDTH}
        open={drawer === 'editEnv' && id !== undefined}
        onClose={close}
        title="resources.appEnvBindings.editTitle"
      >
        {id !== undefined ? (
          <EditForm resource="envs" id={id} successMessage="resources.appEnvBindings.notification.updated">
            <Suspense fallback={<FormSkeleton />}>
              <EnvInputs edit />
            </Suspense>
          </EditForm>
        ) : null}
      </FormDrawer>
    </>
  );
};
