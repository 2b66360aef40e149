import { useApplication } from '../shared/useApplication';
import { ActionForm, FormDrawer } from '@src/common/kit';
import { displayName } from '@dataProvider/displayName';
import type { components } from '../../../contract/api';
import Alert from '@mui/material/Alert';
import { required, SelectInput, useCreate, useGetList, useTranslate } from 'react-admin';
import { useAppBindings } from '../shared/useAppBindings';

type Env = components['schemas']['v1.Env'] & { id: string };

const ALL = { page: 1, perPage: 1000 };
const envRules = [required('resources.appEnvBindings.bind.required')];

/** The environments of the application's project that it is not bound to yet. */
function useUnboundEnvs() {
  const { app, project } = useApplication();
  const envs = useGetList<Env>('envs', { pagination: ALL, filter: { project } });
  const bindings = useAppBindings(app.name);
  const bound = new Set((bindings.data ?? []).map((binding) => binding.name));
  const choices = (envs.data ?? [])
    .filter((env) => env.project.name === project && !bound.has(env.name))
    .map((env) => ({ id: env.name, name: env.alias ? `${env.name}(${env.alias})` : displayName(env) }));
  return { choices, isPending: envs.isPending || bindings.isPending };
}

const EnvChoice = () => {
  const translate = useTranslate();
  const { choices, isPending } = useUnboundEnvs();
  return (
    <>
      {!isPending && choices.length === 0 && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate('resources.appEnvBindings.bind.none')}
        </Alert>
      )}
      <SelectInput
        source="name"
        label="resources.appEnvBindings.bind.env"
        choices={choices}
        isPending={isPending}
        validate={envRules}
      />
    </>
  );
};

interface BindEnvDialogProps {
  open: boolean;
  onClose: () => void;
  onBound?: () => void;
}

/** Binds the application to one more environment of its project (POST /applications/{app}/envs). */
export const BindEnvDialog = ({ open, onClose, onBound }: BindEnvDialogProps) => {
  const { app } = useApplication();
  const [create] = useCreate(undefined, undefined, { returnPromise: true });
  return (
    <FormDrawer open={open} onClose={onClose} title="resources.appEnvBindings.bind.title" variant="dialog">
      <ActionForm
        submitLabel="resources.appEnvBindings.bind.submit"
        successMessage="resources.appEnvBindings.bind.bound"
        onSaved={onBound}
        onSubmit={({ name }, meta) =>
          create('appEnvBindings', { data: { name: String(name) }, meta: { ...meta, app: app.name } })
        }
      >
        <EnvChoice />
      </ActionForm>
    </FormDrawer>
  );
};
