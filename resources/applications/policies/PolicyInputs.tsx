import Alert from '@mui/material/Alert';
import type { FormLookups } from '@schemas/lookups';
import { DefinitionPropertiesInput } from '@resources/definitions';
import { ChoicesError, ERROR_SHOWN_BY_PAGE, LookupSelectInput } from '@src/common/kit';
import { displayName } from '@dataProvider/displayName';
import { SelectArrayInput, SelectInput, TextInput, useGetList, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  aliasRules,
  descriptionRules,
  nameRules,
  PRESET_ONLY_TYPES,
  PRESETS,
  presetOf,
  stepsRules,
  typeRules,
  workflowRules,
} from './policyPresets';

const WHOLE_LIST = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

interface Step {
  name: string;
  alias?: string;
  type: string;
  subSteps?: Step[];
}

interface Workflow {
  id: string;
  name: string;
  alias?: string;
  steps?: Step[];
}

interface Definition {
  id: string;
  name: string;
  alias?: string;
}

/** The steps of a workflow that deliver (type deploy), sub steps included: only those can carry overrides. */
const deploySteps = (workflow: Workflow | undefined): Step[] =>
  (workflow?.steps ?? [])
    .flatMap((step) => [step, ...(step.subSteps ?? [])])
    .filter((step) => step.type === 'deploy');

/** The workflow and its deploy steps an override policy is bound to. */
const OverrideBinding = ({ app }: { app: string }) => {
  const workflowName = useWatch<{ workflow?: string }, 'workflow'>({ name: 'workflow' });
  const lookup = useGetList<Workflow>(
    'appWorkflows',
    { meta: { app, ...ERROR_SHOWN_BY_PAGE }, pagination: WHOLE_LIST },
    { retry: false },
  );
  if (lookup.error) {
    return <ChoicesError source="workflow" label="resources.appPolicies.fields.workflow" lookup={lookup} />;
  }
  const workflows = lookup.data ?? [];
  const steps = deploySteps(workflows.find((workflow) => workflow.name === workflowName));
  return (
    <>
      <LookupSelectInput
        source="workflow"
        label="resources.appPolicies.fields.workflow"
        lookup={lookup}
        validate={workflowRules}
        fullWidth
      />
      <SelectArrayInput
        source="steps"
        label="resources.appPolicies.fields.steps"
        choices={steps}
        optionValue="name"
        optionText={(step: Step) => displayName(step)}
        validate={stepsRules}
        fullWidth
      />
    </>
  );
};

const CustomType = ({ edit }: { edit: boolean }) => {
  const lookup = useGetList<Definition>(
    'definitions',
    { meta: { type: 'policy', ...ERROR_SHOWN_BY_PAGE }, pagination: WHOLE_LIST },
    { retry: false },
  );
  return (
    <LookupSelectInput
      source="type"
      label="resources.appPolicies.fields.type"
      lookup={lookup}
      offer={(definitions) => definitions.filter((definition) => !PRESET_ONLY_TYPES.has(definition.name))}
      validate={typeRules}
      disabled={edit}
      fullWidth
    />
  );
};

export interface PolicyInputsProps {
  app: string;
  edit?: boolean;
  lookups?: FormLookups;
}

/** A policy's preset, name, alias, description, type, override binding and properties. */
export const PolicyInputs = ({ app, edit = false, lookups }: PolicyInputsProps) => {
  const translate = useTranslate();
  const presetName = useWatch<{ preset?: string }, 'preset'>({ name: 'preset' });
  const chosenType = useWatch<{ type?: string }, 'type'>({ name: 'type' });
  const preset = presetOf(presetName);
  const type = preset.type ?? (chosenType || undefined);
  return (
    <>
      <SelectInput
        source="preset"
        label="resources.appPolicies.fields.preset"
        choices={PRESETS.map(({ name }) => ({ id: name, name: `resources.appPolicies.preset.${name}` }))}
        helperText={translate(`resources.appPolicies.presetHint.${preset.name}`)}
        disabled={edit}
        fullWidth
      />
      <TextInput
        source="name"
        label="resources.appPolicies.fields.name"
        validate={edit ? undefined : nameRules}
        disabled={edit}
        fullWidth
      />
      <TextInput source="alias" label="resources.appPolicies.fields.alias" validate={aliasRules} fullWidth />
      <TextInput
        source="description"
        label="resources.appPolicies.fields.description"
        validate={descriptionRules}
        fullWidth
      />
      {preset.name === 'custom' ? <CustomType edit={edit} /> : null}
      {type === 'override' ? <OverrideBinding app={app} /> : null}
      {preset.properties ? null : (
        <DefinitionPropertiesInput
          definitionType="policy"
          definition={type}
          mode={edit ? 'edit' : 'create'}
          invalidMessage="resources.appPolicies.validation.properties"
          lookups={lookups}
          placeholder={
            <Alert severity="info" sx={{ width: '100%' }}>
              {translate('resources.appPolicies.selectTypeFirst')}
            </Alert>
          }
        />
      )}
    </>
  );
};
