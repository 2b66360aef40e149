import type { VelaDataProvider } from '@dataProvider/index';
import type { FormLookups } from '@schemas/lookups';
import { ActionForm, FormDrawer, useUrlDrawer, WIDE_DRAWER_WIDTH } from '@src/common/kit';
import { useDataProvider, useRefresh, useTranslate } from 'react-admin';
import { workloadOf, type ComponentRow } from './component';
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
  const refresh = useRefresh();
  const { drawer, id, close } = useUrlDrawer();
  const adding = drawer === 'addTrait' ? components.find((component) => component.name === id) : undefined;
  const editId = drawer === 'editTrait' ? splitTraitId(id) : undefined;
  const editingComponent = components.find((component) => component.name === editId?.component);
  const trait = editingComponent?.traits.find((candidate) => candidate.type === editId?.type);
  return (
    <>
      <FormDrawer
        open={adding !== undefined}
        onClose={close}
        width={WIDE_DRAWER_WIDTH}
        title="resources.appComponents.title.addTrait"
      >
        {adding ? (
          <ActionForm
            successMessage="resources.appComponents.notification.traitCreated"
            submitLabel="resources.appComponents.action.create"
            onSubmit={(values, meta) => dataProvider.addTrait(app, adding.name, values, meta)}
            onSaved={refresh}
          >
            <TraitInputs
              workload={workloadOf(adding)}
              takenTypes={adding.traits.map((existing) => existing.type)}
              existing
              lookups={lookups}
            />
          </ActionForm>
        ) : null}
      </FormDrawer>
      <FormDrawer
        open={trait !== undefined}
        onClose={close}
        width={WIDE_DRAWER_WIDTH}
        title={translate('resources.appComponents.title.editTrait', { type: trait?.type ?? '' })}
      >
        {editingComponent && trait ? (
          <ActionForm
            defaultValues={trait}
            successMessage="resources.appComponents.notification.traitUpdated"
            submitLabel="resources.appComponents.action.update"
            onSubmit={(values, meta) =>
              // The fixed type is a disabled input, which the form leaves out of its values.
              dataProvider.updateTrait(app, editingComponent.name, { ...values, type: trait.type }, meta)
            }
            onSaved={refresh}
          >
            <TraitInputs
              workload={workloadOf(editingComponent)}
              takenTypes={[]}
              edit
              existing
              lookups={lookups}
            />
          </ActionForm>
        ) : null}
      </FormDrawer>
    </>
  );
};
