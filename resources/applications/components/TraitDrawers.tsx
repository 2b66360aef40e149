import type { VelaDataProvider } from '@dataProvider/index';
import type { FormLookups } from '@schemas/lookups';
import { UrlFormDrawer, useUrlDrawer } from '@src/common/kit';
import { useDataProvider, useTranslate } from 'react-admin';
import { workloadOf, type ComponentRow } from '../shared/component';
import { TraitInputs } from './TraitInputs';

interface Props {
  app: string;
  components: ComponentRow[];
  lookups: FormLookups;
}

/** `editTrait/{component}/{type}` → the component and the trait type. */
const splitTraitId = (id: string | undefined) => {
  const at = id?.indexOf('/') ?? -1;
  return id && at > 0 ? { component: id.slice(0, at), type: id.slice(at + 1) } : undefined;
};

/** `#addTrait/{component}` and `#editTrait/{component}/{type}`: a trait of a component that exists. */
export const TraitDrawers = ({ app, components, lookups }: Props) => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<VelaDataProvider>();
  const { drawer, id } = useUrlDrawer();
  const adding = drawer === 'addTrait' ? components.find((component) => component.name === id) : undefined;
  const editId = drawer === 'editTrait' ? splitTraitId(id) : undefined;
  const editingComponent = components.find((component) => component.name === editId?.component);
  const trait = editingComponent?.traits.find((candidate) => candidate.type === editId?.type);
  return (
    <>
      <UrlFormDrawer
        open={adding !== undefined}
        title="resources.appComponents.title.addTrait"
        successMessage="resources.appComponents.notification.traitCreated"
        submitLabel="resources.appComponents.action.create"
        onSubmit={adding && ((values, meta) => dataProvider.addTrait(app, adding.name, values, meta))}
      >
        {adding ? (
          <TraitInputs
            workload={workloadOf(adding)}
            takenTypes={adding.traits.map((existing) => existing.type)}
            existing
            lookups={lookups}
          />
        ) : null}
      </UrlFormDrawer>
      <UrlFormDrawer
        open={trait !== undefined}
        title={translate('resources.appComponents.title.editTrait', { type: trait?.type ?? '' })}
        defaultValues={trait}
        successMessage="resources.appComponents.notification.traitUpdated"
        submitLabel="resources.appComponents.action.update"
        onSubmit={
          editingComponent &&
          trait &&
          ((values, meta) =>
            // The fixed type is a disabled input, which the form leaves out of its values.
            dataProvider.updateTrait(app, editingComponent.name, { ...values, type: trait.type }, meta))
        }
      >
        {editingComponent && trait ? (
          <TraitInputs
            workload={workloadOf(editingComponent)}
            takenTypes={[]}
            edit
            existing
            lookups={lookups}
          />
        ) : null}
      </UrlFormDrawer>
    </>
  );
};
