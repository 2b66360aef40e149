import type { AutocompleteRenderGroupParams } from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import ListSubheader from '@mui/material/ListSubheader';
import type { FormLookups } from '@schemas/lookups';
import { DefinitionPropertiesInput } from '@resources/definitions';
import { ChoicesError } from '@src/common/kit';
import {
  ArrayInput,
  AutocompleteInput,
  SelectArrayInput,
  SimpleFormIterator,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { byCategory, useStepDefinitions, type StepDefinition, type StepScope } from './stepDefinitions';
import { dependsOnChoices, offersType, stepNameProblem } from './stepRules';
import { STEP_GROUP, type StudioWorkflow } from './studioWorkflow';
import { aliasRules, descriptionRules, timeoutRules, typeRules } from './stepValidators';

const KEY = 'resources.workflowStudio';
const field = (name: string) => `${KEY}.fields.${name}`;

export interface StepInputsProps {
  workflow: StudioWorkflow;
  /** The step's name before this edit; none for a new step. */
  original?: string;
  /** The group the step belongs to. */
  parent?: string;
  lookups?: FormLookups;
  /** Which step types are offered; an application workflow's by default. */
  scope?: StepScope;
}

/**
 * A category of step types in the listbox as an ARIA group named by its title: MUI's own grouping nests
 * a list inside the listbox, which screen readers (and axe) refuse.
 */
const renderGroup = ({ key, group, children }: AutocompleteRenderGroupParams) => (
  <li key={key} role="group" aria-label={group}>
    <ListSubheader component="div" role="presentation">
      {group}
    </ListSubheader>
    <Box component="ul" role="presentation" sx={{ p: 0 }}>
      {children}
    </Box>
  </li>
);

const StepTypeInput = ({ parent, edit, scope }: { parent?: string; edit: boolean; scope?: StepScope }) => {
  const translate = useTranslate();
  const lookup = useStepDefinitions(scope);
  if (lookup.error) return <ChoicesError source="type" label={field('type')} lookup={lookup} />;
  const choices = byCategory((lookup.data ?? []).filter((definition) => offersType(definition.name, parent)));
  return (
    <AutocompleteInput
      source="type"
      label={field('type')}
      choices={choices}
      optionValue="name"
      optionText={(definition: StepDefinition) => definition.alias || definition.name}
      groupBy={(definition: StepDefinition) => definition.category || translate(`${KEY}.category.other`)}
      renderGroup={renderGroup}
      isPending={lookup.isPending}
      validate={typeRules}
      disabled={edit}
      fullWidth
    />
  );
};

const RowsInput = ({ source, fields }: { source: 'inputs' | 'outputs'; fields: [string, string][] }) => (
  <ArrayInput source={source} label={field(source)}>
    <SimpleFormIterator inline disableReordering>
      {fields.map(([name, label]) => (
        <TextInput key={name} source={name} label={field(label)} helperText={false} />
      ))}
    </SimpleFormIterator>
  </ArrayInput>
);

/**
 * A step's fields: type (grouped by category), name (unique among all steps and sub steps), alias,
 * description, dependsOn (the choices the mode allows), if, timeout, inputs, outputs and the properties
 * of its type. A step group has no inputs, outputs or properties.
 */
export const StepInputs = ({ workflow, original, parent, lookups, scope }: StepInputsProps) => {
  const type = useWatch<{ type?: string }, 'type'>({ name: 'type' });
  const group = type === STEP_GROUP;
  const choices = dependsOnChoices(workflow, { name: original, parent });
  const nameRule = (value: string) => {
    const problem = stepNameProblem(value, workflow, original);
    if (!problem) return undefined;
    return `${KEY}.validation.${problem === 'nameUsed' ? 'nameUsed' : 'name'}`;
  };
  return (
    <>
      <StepTypeInput parent={parent} edit={original !== undefined} scope={scope} />
      <TextInput source="name" label={field('name')} validate={nameRule} fullWidth />
      <TextInput source="alias" label={field('alias')} validate={aliasRules} fullWidth />
      <TextInput source="description" label={field('description')} validate={descriptionRules} fullWidth />
      {choices.length > 0 ? (
        <SelectArrayInput source="dependsOn" label={field('dependsOn')} choices={choices} fullWidth />
      ) : null}
      <TextInput source="if" label={field('if')} fullWidth />
      <TextInput source="timeout" label={field('timeout')} validate={timeoutRules} fullWidth />
      {group ? null : (
        <>
          <RowsInput
            source="inputs"
            fields={[
              ['from', 'from'],
              ['parameterKey', 'parameterKey'],
            ]}
          />
          <RowsInput
            source="outputs"
            fields={[
              ['name', 'outputName'],
              ['valueFrom', 'valueFrom'],
            ]}
          />
          <DefinitionPropertiesInput
            definitionType="workflowstep"
            definition={type || undefined}
            mode={original === undefined ? 'create' : 'edit'}
            invalidMessage={`${KEY}.validation.properties`}
            lookups={lookups}
          />
        </>
      )}
    </>
  );
};
