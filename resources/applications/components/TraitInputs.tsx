import Alert from '@mui/material/Alert';
import type { FormLookups } from '@schemas/lookups';
import { ChoicesError, ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { SelectInput, TextInput, useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { aliasRules, descriptionRules, traitLabel, traitTypeRules } from '../shared/component';
import { DefinitionPropertiesInput, useDefinition } from '@resources/definitions';

const WHOLE_LIST = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

interface TraitDefinition {
  id: string;
  name: string;
  alias?: string;
}

export interface TraitInputsProps {
  /** The component's workload (`deployments.apps`): only traits that apply to it are offered. */
  workload?: string;
  /** Types the component already has: a second one of a type is refused. */
  takenTypes: string[];
  /** Editing a trait: its type is fixed. */
  edit?: boolean;
  /** The trait belongs to a deployed component: the change waits for the workflow to run again. */
  existing?: boolean;
  lookups?: FormLookups;
}

/** Type, alias, description and the type's properties form of a trait, with the notices its change needs. */
export const TraitInputs = ({
  workload,
  takenTypes,
  edit = false,
  existing = false,
  lookups,
}: TraitInputsProps) => {
  const translate = useTranslate();
  const type = useWatch<{ type?: string }, 'type'>({ name: 'type' });
  const lookup = useGetList<TraitDefinition>(
    'definitions',
    {
      meta: { type: 'trait', ...ERROR_SHOWN_BY_PAGE },
      filter: workload ? { appliedWorkload: workload } : {},
      pagination: WHOLE_LIST,
    },
    { retry: false },
  );
  const { data: definition } = useDefinition('trait', type || undefined);
  const unique = (value: unknown) =>
    !edit && typeof value === 'string' && takenTypes.includes(value)
      ? 'resources.appComponents.duplicateTrait'
      : undefined;
  return (
    <>
      {lookup.error ? (
        <ChoicesError source="type" label="resources.appComponents.fields.traitType" lookup={lookup} />
      ) : (
        <SelectInput
          source="type"
          label="resources.appComponents.fields.traitType"
          choices={lookup.data ?? []}
          optionValue="name"
          optionText={(choice: TraitDefinition) => traitLabel(choice.name, translate, choice.alias)}
          isPending={lookup.isPending}
          validate={[...traitTypeRules, unique]}
          disabled={edit}
          fullWidth
        />
      )}
      <TextInput
        source="alias"
        label="resources.appComponents.fields.alias"
        validate={aliasRules}
        fullWidth
      />
      <TextInput
        source="description"
        label="resources.appComponents.fields.description"
        validate={descriptionRules}
        fullWidth
      />
      {existing ? (
        <Alert severity="info" sx={{ mb: 2, width: '100%' }}>
          {translate('resources.appComponents.reexecute')}
        </Alert>
      ) : null}
      {definition?.trait?.podDisruptive ? (
        <Alert severity="warning" sx={{ mb: 2, width: '100%' }}>
          {translate('resources.appComponents.podRestart')}
        </Alert>
      ) : null}
      <DefinitionPropertiesInput
        definitionType="trait"
        definition={type || undefined}
        mode={edit ? 'edit' : 'create'}
        invalidMessage="resources.appComponents.validation.traitProperties"
        lookups={lookups}
      />
    </>
  );
};
