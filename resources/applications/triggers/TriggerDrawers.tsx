import type { VelaDataProvider } from '@dataProvider/index';
import { useApplication } from '../shared/useApplication';
import { UrlFormDrawer, useUrlDrawer } from '@src/common/kit';
import { useDataProvider, useRefresh } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { TriggerInputs } from './TriggerInputs';
import { isAcr, type Trigger } from './triggerRules';

/** The registry is only for ACR payloads; with another payload type it is not kept. */
const withRegistryOnlyForAcr = (values: FieldValues) => ({
  ...values,
  registry: isAcr(values.payloadType) ? (values.registry ?? '') : '',
});

const NEW_TRIGGER = { type: 'webhook', payloadType: 'custom' };

/**
 * `#addTrigger` and `#editTrigger/{name}`: the trigger form (800 wide). A new trigger opens its webhook
 * dialog next, as the URL and curl commands are what one creates it for.
 */
export const TriggerDrawers = ({ triggers }: { triggers: Trigger[] }) => {
  const { app } = useApplication();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const refresh = useRefresh();
  const { drawer, id, open } = useUrlDrawer();
  const editing = drawer === 'editTrigger' ? triggers.find((trigger) => trigger.name === id) : undefined;
  return (
    <>
      <UrlFormDrawer
        open={drawer === 'addTrigger'}
        title="resources.appTriggers.drawer.add"
        defaultValues={NEW_TRIGGER}
        successMessage="resources.appTriggers.notification.created"
        onSubmit={async (values, meta) =>
          (
            await dataProvider.create<Trigger>('appTriggers', {
              data: withRegistryOnlyForAcr(values),
              meta: { app: app.name, ...meta },
            })
          ).data
        }
        onSaved={(created) => {
          refresh();
          open('webhook', (created as Trigger).name);
        }}
      >
        <TriggerInputs />
      </UrlFormDrawer>
      <UrlFormDrawer
        open={editing !== undefined}
        title="resources.appTriggers.drawer.edit"
        defaultValues={editing}
        successMessage="resources.appTriggers.notification.updated"
        onSubmit={
          editing &&
          ((values, meta) =>
            dataProvider.update('appTriggers', {
              id: editing.token,
              data: withRegistryOnlyForAcr(values),
              previousData: editing,
              meta: { app: app.name, ...meta },
            }))
        }
      >
        {editing ? <TriggerInputs edit /> : null}
      </UrlFormDrawer>
    </>
  );
};
