import { useApplication } from '@resources/appDetail/useApplication';
import { appResource } from '@resources/applications/application';
import { PartColumn } from '@resources/appDetail/PartColumn';
import { ERROR_SHOWN_BY_PAGE, useUrlDrawer } from '@src/common/kit';
import { useCanAccess, useGetList } from 'react-admin';
import type { ComponentRow } from './component';
import { ComponentCard } from './ComponentCard';
import { ComponentDrawers } from './ComponentDrawers';
import { TraitDrawers } from './TraitDrawers';
import { useFormLookups } from './useFormLookups';

const WHOLE_LIST = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

/** The Components column of an application's Properties tab: cards, their traits, and the forms. */
export const ComponentsColumn = () => {
  const { app, project, readOnly } = useApplication();
  const { open } = useUrlDrawer();
  const lookups = useFormLookups({ project, app: app.name, namespace: app.project?.namespace });
  const list = useGetList<ComponentRow>(
    'appComponents',
    { meta: { app: app.name, ...ERROR_SHOWN_BY_PAGE }, pagination: WHOLE_LIST },
    { retry: false },
  );
  const { canAccess: mayCreate } = useCanAccess({
    action: 'create',
    resource: appResource(project, app.name, 'component:*'),
  });
  return (
    <PartColumn
      title="resources.appComponents.name"
      addLabel="resources.appComponents.action.add"
      empty="resources.appComponents.empty"
      onAdd={mayCreate && !readOnly ? () => open('addComponent') : undefined}
      list={list}
      card={(component) => (
        <ComponentCard
          key={component.name}
          component={component}
          app={app.name}
          project={project}
          readOnly={readOnly}
        />
      )}
    >
      {readOnly ? null : (
        <>
          <ComponentDrawers app={app.name} lookups={lookups} />
          <TraitDrawers app={app.name} components={list.data ?? []} lookups={lookups} />
        </>
      )}
    </PartColumn>
  );
};
