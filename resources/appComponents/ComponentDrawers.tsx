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
import type { FieldValues } from 'react-hook-form';
import type { ComponentDetail } from './component';
import { ComponentInputs } from './ComponentInputs';

const NEW_COMPONENT = { componentType: 'webservice', traits: [] };

interface Props {
  app: string;
  lookups: FormLookups;
}

const EditComponentForm = ({ app, name, lookups }: Props & { name: string }) => {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const refresh = useRefresh();
  const { data, error, isPending, isFetching, refetch } = useGetOne<ComponentDetail>(
    'appComponents',
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
  const defaults = {
    name: data.name,
    alias: data.alias,
    description: data.description ?? '',
    componentType: data.componentType ?? data.type,
    properties: data.properties ?? {},
  };
  return (
    <ActionForm
      defaultValues={defaults}
      successMessage="resources.appComponents.notification.updated"
      submitLabel="resources.appComponents.action.update"
      onSubmit={(values, meta) =>
        dataProvider.update('appComponents', {
          id: name,
          data: values,
          previousData: data,
          meta: { app, ...meta },
        })
      }
      onSaved={refresh}
    >
      <ComponentInputs prefix={`${app}-`} edit lookups={lookups} />
    </ActionForm>
  );
};

/** `#addComponent` and `#editComponent/{name}`: the component form, 800 wide. */
export const ComponentDrawers = ({ app, lookups }: Props) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const refresh = useRefresh();
  const { drawer, id, close } = useUrlDrawer();
  const prefix = `${app}-`;
  const create = (values: FieldValues, meta: typeof ERROR_SHOWN_BY_PAGE) =>
    dataProvider.create('appComponents', {
      data: { ...values, name: `${prefix}${String(values.name ?? '')}` },
      meta: { app, ...meta },
    });
  return (
    <>
      <FormDrawer
        open={drawer === 'addComponent'}
        onClose={close}
        width={WIDE_DRAWER_WIDTH}
        title="resources.appComponents.title.create"
      >
        <ActionForm
          defaultValues={NEW_COMPONENT}
          successMessage="resources.appComponents.notification.created"
          submitLabel="resources.appComponents.action.create"
          onSubmit={create}
          onSaved={refresh}
        >
          <ComponentInputs prefix={prefix} lookups={lookups} />
        </ActionForm>
      </FormDrawer>
      <FormDrawer
        open={drawer === 'editComponent' && id !== undefined}
        onClose={close}
        width={WIDE_DRAWER_WIDTH}
        title={translate('resources.appComponents.title.edit', { name: id ?? '' })}
      >
        {drawer === 'editComponent' && id ? (
          <EditComponentForm app={app} name={id} lookups={lookups} />
        ) : null}
      </FormDrawer>
    </>
  );
};
