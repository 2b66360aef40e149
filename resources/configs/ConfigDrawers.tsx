import { CreateForm, EditForm, FormDrawer, type UrlDrawer } from '@src/common/kit';
import { useCanAccess, useTranslate } from 'react-admin';
import type { ConfigTemplate } from './config';
import { ConfigInputs } from './ConfigInputs';

interface Props extends Pick<UrlDrawer, 'drawer' | 'id' | 'close'> {
  template: ConfigTemplate;
  /** Called with the name of a config just created. */
  onCreated: (name: string) => void;
}

/** The drawers of a template's configs, opened by the URL hash: `#create`, `#edit/{name}`. */
export const ConfigDrawers = ({ template, drawer, id, close, onCreated }: Props) => {
  const translate = useTranslate();
  const { canAccess: canCreate } = useCanAccess({ action: 'create', resource: 'configs' });
  const templateRef = { name: template.name, namespace: template.namespace };
  return (
    <>
      <FormDrawer
        open={drawer === 'create' && !!canCreate}
        onClose={close}
        title={translate('resources.configs.title.create', { template: template.alias || template.name })}
      >
        <CreateForm
          resource="configs"
          successMessage="resources.configs.notification.created"
          submitLabel="resources.configs.action.create"
          defaultValues={{ template: templateRef, properties: {} }}
          onSaved={(record) => onCreated(String(record.id))}
        >
          <ConfigInputs />
        </CreateForm>
      </FormDrawer>
      <FormDrawer
        open={drawer === 'edit' && !!id}
        onClose={close}
        title={translate('resources.configs.title.edit', { name: id })}
      >
        {id ? (
          <EditForm
            resource="configs"
            id={id}
            successMessage="resources.configs.notification.updated"
            submitLabel="resources.configs.action.update"
          >
            <ConfigInputs editing />
          </EditForm>
        ) : null}
      </FormDrawer>
    </>
  );
};
