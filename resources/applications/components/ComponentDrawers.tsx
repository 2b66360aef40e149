import type { VelaDataProvider } from '@dataProvider/index';
import type { FormLookups } from '@schemas/lookups';
import { ActionForm, CreateEditDrawers, LoadedRecord } from '@src/common/kit';
import { useDataProvider, useRefresh } from 'react-admin';
import type { ComponentDetail } from '../shared/component';
import { ComponentInputs } from './ComponentInputs';

const NEW_COMPONENT = { componentType: 'webservice', traits: [] };

interface Props {
  app: string;
  lookups: FormLookups;
}

const editValues = (data: ComponentDetail) => ({
  name: data.name,
  alias: data.alias,
  description: data.description ?? '',
  componentType: data.componentType ?? data.type,
  properties: data.properties ?? {},
});

const EditComponentForm = ({ app, name, lookups }: Props & { name: string }) => {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const refresh = useRefresh();
  return (
    <LoadedRecord<ComponentDetail> resource="appComponents" id={name} meta={{ app }}>
      {(data) => (
        <ActionForm
          defaultValues={editValues(data)}
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
      )}
    </LoadedRecord>
  );
};

/** `#addComponent` and `#editComponent/{name}`: the component form, 800 wide. */
export const ComponentDrawers = ({ app, lookups }: Props) => {
  const prefix = `${app}-`;
  return (
    <CreateEditDrawers
      resource="appComponents"
      part="Component"
      meta={{ app }}
      newValues={NEW_COMPONENT}
      toData={(values) => ({ ...values, name: `${prefix}${String(values.name ?? '')}` })}
      edit={(name) => <EditComponentForm app={app} name={name} lookups={lookups} />}
    >
      <ComponentInputs prefix={prefix} lookups={lookups} />
    </CreateEditDrawers>
  );
};
