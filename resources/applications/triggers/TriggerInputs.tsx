import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import type { Named } from '@dataProvider/displayName';
import { LookupSelectInput, type LookupSelectInputProps } from '@src/common/kit';
import { useEffect } from 'react';
import { SelectInput, TextInput, useGetOne, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  aliasRules,
  componentRules,
  descriptionRules,
  isAcr,
  nameRules,
  needsImageWarning,
  payloadTypeRules,
  registryRules,
  typeRules,
  workflowRules,
} from './triggerRules';
import { useTriggerChoices, type ComponentRow } from './useTriggerChoices';

const TYPE_CHOICES = [{ id: 'webhook', name: 'resources.appTriggers.type.webhook' }];

interface DefinitionDetail {
  id: string;
  uiSchema?: { jsonKey?: string }[] | null;
}

/** The spec's warning: a registry payload on a component whose definition has no image field. */
const ImageWarning = ({ components }: { components: ComponentRow[] }) => {
  const translate = useTranslate();
  const [type, payloadType, componentName] = useWatch({
    name: ['type', 'payloadType', 'componentName'],
  }) as string[];
  const componentType = components.find((row) => row.name === componentName)?.componentType;
  const asks = needsImageWarning({ type, payloadType, componentType, hasImageField: false });
  const { data: definition } = useGetOne<DefinitionDetail>(
    'definitions',
    { id: componentType ?? '', meta: { type: 'component' } },
    { enabled: asks },
  );
  const hasImageField = (definition?.uiSchema ?? []).some((item) => item.jsonKey === 'image');
  if (!asks || !definition || hasImageField) return null;
  return (
    <Alert severity="warning" sx={{ mt: 1 }}>
      {translate('resources.appTriggers.imageWarning')}
    </Alert>
  );
};

/** The first component is the default target of a new trigger, as in the VelaUX console. */
const useFirstComponentByDefault = (components: ComponentRow[], edit: boolean) => {
  const { getValues, setValue } = useFormContext();
  const first = components[0]?.name;
  useEffect(() => {
    if (!edit && first && !getValues('componentName')) setValue('componentName', first);
  }, [edit, first, getValues, setValue]);
};

/** A picker of the trigger's, labelled by its field. */
const Picker = (props: Omit<LookupSelectInputProps<Named>, 'label'>) => (
  <LookupSelectInput label={`resources.appTriggers.fields.${props.source}`} {...props} />
);

/** The fields of a trigger, shared by Add and Edit; name and type are fixed once created. */
export const TriggerInputs = ({ edit = false }: { edit?: boolean }) => {
  const choices = useTriggerChoices();
  const payloadType = useWatch({ name: 'payloadType' }) as string | undefined;
  useFirstComponentByDefault(choices.componentRows, edit);
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
      <Box sx={{ gridColumn: '1 / -1' }}>
        <TextInput
          source="name"
          label="resources.appTriggers.fields.name"
          validate={nameRules}
          disabled={edit}
        />
      </Box>
      <TextInput source="alias" label="resources.appTriggers.fields.alias" validate={aliasRules} />
      <TextInput
        source="description"
        label="resources.appTriggers.fields.description"
        validate={descriptionRules}
      />
      <SelectInput
        source="type"
        label="resources.appTriggers.fields.type"
        choices={TYPE_CHOICES}
        validate={typeRules}
        disabled={edit}
      />
      <Picker source="payloadType" lookup={choices.payloadTypes} validate={payloadTypeRules} />
      {isAcr(payloadType) ? (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextInput
            source="registry"
            label="resources.appTriggers.fields.registry"
            validate={registryRules}
            helperText="resources.appTriggers.registryHelp"
          />
        </Box>
      ) : null}
      <Picker source="workflowName" lookup={choices.workflows} validate={workflowRules} />
      <Picker source="componentName" lookup={choices.components} validate={componentRules} />
      <Box sx={{ gridColumn: '1 / -1' }}>
        <ImageWarning components={choices.componentRows} />
      </Box>
    </Box>
  );
};
