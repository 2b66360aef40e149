import Box from '@mui/material/Box';
import type { VelaDataProvider } from '@dataProvider/index';
import {
  ActionForm,
  ChoicesError,
  ERROR_SHOWN_BY_PAGE,
  ErrorState,
  FormDrawer,
  FormSkeleton,
  WIDE_DRAWER_WIDTH,
} from '@src/common/kit';
import type { components } from '../../../contract/api';
import {
  CanAccess,
  CheckboxGroupInput,
  required,
  useDataProvider,
  useGetList,
  useGetOne,
  useRefresh,
} from 'react-admin';
import type { ProjectConfig } from './projectConfig';
import { clusterNamespace } from './projectConfig';

type Target = components['schemas']['v1.TargetBase'] & { id: string };

const ALL = { page: 1, perPage: 1000 };
const targetsRequired = [required('resources.projectConfigs.validation.targets')];

interface Choice {
  id: string;
  name: string;
}

/** The project's targets as cluster/namespace choices, and the config's current ones even if no target names them now. */
function targetChoices(targets: Target[], config: ProjectConfig): Choice[] {
  const choices: Choice[] = targets.map((target) => {
    const where = target.cluster ? clusterNamespace(target.cluster) : '';
    return { id: where, name: `${target.alias || target.name}(${where})` };
  });
  for (const current of config.targets ?? []) {
    const where = clusterNamespace(current);
    if (!choices.some((choice) => choice.id === where)) choices.push({ id: where, name: where });
  }
  return choices;
}

const DistributeForm = ({ project, config }: { project: string; config: ProjectConfig }) => {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const refresh = useRefresh();
  const targets = useGetList<Target>(
    'projectTargets',
    { pagination: ALL, meta: { project, ...ERROR_SHOWN_BY_PAGE } },
    { retry: false },
  );
  return (
    <ActionForm
      successMessage="resources.projectConfigs.notification.distributed"
      defaultValues={{ targets: (config.targets ?? []).map(clusterNamespace) }}
      onSubmit={(values, meta) =>
        dataProvider.create('projectDistributions', {
          meta: { ...meta, project },
          data: {
            name: `distribute-${config.name}`,
            configs: [{ name: config.name, namespace: config.namespace }],
            targets: values.targets,
          },
        })
      }
      onSaved={refresh}
    >
      {targets.error ? (
        <ChoicesError source="targets" label="resources.projectConfigs.distribute.targets" lookup={targets} />
      ) : (
        <CheckboxGroupInput
          source="targets"
          label="resources.projectConfigs.distribute.targets"
          choices={targetChoices(targets.data ?? [], config)}
          isPending={targets.isPending}
          row={false}
          validate={targetsRequired}
        />
      )}
    </ActionForm>
  );
};

const LoadedConfig = ({ project, name }: { project: string; name: string }) => {
  const { data, error, isPending, refetch } = useGetOne<ProjectConfig>(
    'projectConfigs',
    { id: name, meta: { project, ...ERROR_SHOWN_BY_PAGE } },
    { retry: false },
  );
  if (error) {
    return (
      <Box sx={{ p: 2 }}>
        <ErrorState error={error} onRetry={() => void refetch()} />
      </Box>
    );
  }
  return isPending ? <FormSkeleton /> : <DistributeForm project={project} config={data} />;
};

/** Distributes a config (`distribute-{config}`) to cluster/namespace targets of the project. */
export const DistributeDrawer = ({
  project,
  config,
  onClose,
}: {
  project: string;
  config?: string;
  onClose: () => void;
}) => (
  <CanAccess action="distribute" resource={`project:${project}/config:${config ?? '*'}`}>
    <FormDrawer
      width={WIDE_DRAWER_WIDTH}
      open={!!config}
      onClose={onClose}
      title="resources.projectConfigs.action.distributeTitle"
    >
      {config ? <LoadedConfig project={project} name={config} /> : null}
    </FormDrawer>
  </CanAccess>
);
