import Box from '@mui/material/Box';
import type { VelaDataProvider } from '@dataProvider/index';
import type { FormLookups } from '@schemas/lookups';
import {
  ActionForm,
  ERROR_SHOWN_BY_PAGE,
  ErrorState,
  FormDrawer,
  FormSkeleton,
  useUrlDrawer,
  WIDE_DRAWER_WIDTH,
} from '@src/common/kit';
import { useDataProvider, useGetOne, useRefresh, useTranslate } from 'react-admin';
import { PolicyInputs } from './PolicyInputs';
import { policyData, policyValues, type Policy } from './policyPresets';

interface Props {
  app: string;
  lookups: FormLookups;
}

const NEW_POLICY = { preset: 'override', steps: [] };

const EditPolicyForm = ({ app, name, lookups }: Props & { name: string }) => {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const refresh = useRefresh();
  const { data, error, isPending, isFetching, refetch } = useGetOne<Policy>(
    'appPolicies',
    { id: name, meta: { app, ...ERROR_SHOWN_BY_PAGE } },
    { retry: false },
  );
  if (error) {
    return (
      <Box sx={{ p: 2 }}>
        <ErrorState error={error} onRetry={() => void refetch()} retrying={isFetching} />
      </Box>
    );
  }
  if (isPending) return <FormSkeleton />;
  const saved = policyValues(data);
  return (
    <ActionForm
      defaultValues={saved}
      successMessage="resources.appPolicies.notification.updated"
      submitLabel="resources.appPolicies.action.update"
      onSubmit={(values, meta) =>
        // Preset, name and type are fixed (disabled inputs, which the form leaves out of its values).
        dataProvider.update('appPolicies', {
          id: name,
          data: policyData({ ...saved, ...values, preset: saved.preset, type: saved.type }),
          previousData: data,
          meta: { app, ...meta },
        })
      }
      onSaved={refresh}
    >
      <PolicyInputs app={app} edit lookups={lookups} />
    </ActionForm>
  );
};

/** `#addPolicy` and `#editPolicy/{name}`: the policy form, 800 wide. */
export const PolicyDrawers = ({ app, lookups }: Props) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const refresh = useRefresh();
  const { drawer, id, close } = useUrlDrawer();
  return (
    <>
      <FormDrawer
        open={drawer === 'addPolicy'}
        onClose={close}
        width={WIDE_DRAWER_WIDTH}
        title="resources.appPolicies.title.create"
      >
        <ActionForm
          defaultValues={NEW_POLICY}
          successMessage="resources.appPolicies.notification.created"
          submitLabel="resources.appPolicies.action.create"
          onSubmit={(values, meta) =>
            dataProvider.create('appPolicies', { data: policyData(values), meta: { app, ...meta } })
          }
          onSaved={refresh}
        >
          <PolicyInputs app={app} lookups={lookups} />
        </ActionForm>
      </FormDrawer>
      <FormDrawer
        open={drawer === 'editPolicy' && id !== undefined}
        onClose={close}
        width={WIDE_DRAWER_WIDTH}
        title={translate('resources.appPolicies.title.edit', { name: id ?? '' })}
      >
        {drawer === 'editPolicy' && id ? <EditPolicyForm app={app} name={id} lookups={lookups} /> : null}
      </FormDrawer>
    </>
  );
};
