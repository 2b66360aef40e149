import type { VelaDataProvider } from '@dataProvider/index';
import type { FormLookups } from '@schemas/lookups';
import { ActionForm, CreateEditDrawers, LoadedRecord } from '@src/common/kit';
import { useDataProvider, useRefresh } from 'react-admin';
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
  return (
    <LoadedRecord<Policy> resource="appPolicies" id={name} meta={{ app }}>
      {(data) => {
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
      }}
    </LoadedRecord>
  );
};

/** `#addPolicy` and `#editPolicy/{name}`: the policy form, 800 wide. */
export const PolicyDrawers = ({ app, lookups }: Props) => (
  <CreateEditDrawers
    resource="appPolicies"
    part="Policy"
    meta={{ app }}
    newValues={NEW_POLICY}
    toData={policyData}
    edit={(name) => <EditPolicyForm app={app} name={name} lookups={lookups} />}
  >
    <PolicyInputs app={app} lookups={lookups} />
  </CreateEditDrawers>
);
