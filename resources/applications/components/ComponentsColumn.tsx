import { useApplication } from '../shared/useApplication';
import { PartColumn } from '../shared/PartColumn';
import { useAppParts } from '../shared/useAppParts';
import type { ComponentRow } from '../shared/component';
import { ComponentCard } from './ComponentCard';
import { ComponentDrawers } from './ComponentDrawers';
import { TraitDrawers } from './TraitDrawers';
import { useFormLookups } from '@resources/definitions';

/** The Components column of an application's Properties tab: cards, their traits, and the forms. */
export const ComponentsColumn = () => {
  const { app, project, readOnly } = useApplication();
  const lookups = useFormLookups({ project, app: app.name, namespace: app.project?.namespace });
  const { list, onAdd } = useAppParts<ComponentRow>('appComponents', 'component', 'addComponent');
  return (
    <PartColumn
      title="resources.appComponents.name"
      addLabel="resources.appComponents.action.add"
      empty="resources.appComponents.empty"
      onAdd={onAdd}
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
