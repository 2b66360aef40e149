import Typography from '@mui/material/Typography';
import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import { Fragment, Suspense, useEffect, useRef, type ChangeEvent } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  NumberInput,
  PasswordInput,
  SelectInput,
  TextInput,
  useCanAccess,
  useGetList,
  useLocaleState,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ChoicesError } from '../ChoicesError';
import type { DeclaredChoices, DeclaredField, ResourceDeclaration } from './declaration';
import { choicesQuery, fieldRules, textIn, valueAt } from './declarationProps';
import { declaredWidget, hasDeclaredWidget } from './declaredWidgets';

const ALL_CHOICES = { pagination: { page: 1, perPage: 1000 }, meta: ERROR_SHOWN_BY_PAGE };

interface InputProps {
  field: DeclaredField;
  label: string;
  validate: Validator[];
  disabled: boolean;
  helperText?: string;
}

/** An option's stored value, whether given as the value or as the whole record a lookup returned. */
const valuesOf = (choices: DeclaredChoices) => (value: unknown) =>
  Array.isArray(value)
    ? value.map((item: unknown) =>
        typeof item === 'object' && item !== null ? (item as RaRecord)[choices.value] : item,
      )
    : [];

const optionText = (choices: DeclaredChoices) => (option: RaRecord) =>
  String((choices.label && option[choices.label]) || option[choices.value] || '');

/** Empties the field when the one its options depend on changes: the old choice belonged to the old value. */
function useClearedWhenChanged(source: string, dependency: unknown) {
  const { setValue } = useFormContext();
  const previous = useRef(dependency);
  useEffect(() => {
    if (previous.current !== dependency) setValue(source, '');
    previous.current = dependency;
  }, [dependency, setValue, source]);
}

/** Copies the `fills` of the chosen option into the other fields. */
function useFills(choices: DeclaredChoices, options: RaRecord[]) {
  const { setValue } = useFormContext();
  return (event: RaRecord | ChangeEvent<HTMLInputElement>) => {
    const chosen = 'target' in event ? event.target.value : event[choices.value];
    const option = options.find((candidate) => candidate[choices.value] === chosen);
    if (!option) return;
    for (const [target, path] of Object.entries(choices.fills ?? {})) {
      const value = valueAt(option, path);
      if (value !== undefined && value !== '') setValue(target, value, { shouldDirty: true });
    }
  };
}

/** A Select whose options are the records of another resource, with the reason and Retry when they fail. */
const ChoicesInput = ({ field, choices, ...props }: InputProps & { choices: DeclaredChoices }) => {
  const dependency: unknown = useWatch({ name: choices.dependsOn?.field ?? field.jsonKey });
  const query = choicesQuery(choices, dependency);
  useClearedWhenChanged(field.jsonKey, choices.dependsOn ? dependency : undefined);
  const { canAccess } = useCanAccess({ action: 'list', resource: choices.resource });
  const lookup = useGetList(
    choices.resource,
    { ...ALL_CHOICES, filter: query.filter },
    { enabled: !!canAccess && query.enabled, retry: false },
  );
  const options = lookup.data ?? [];
  const chosen = useFills(choices, options);
  if (lookup.error) {
    return <ChoicesError source={field.jsonKey} label={props.label} lookup={lookup} />;
  }
  const common = {
    source: field.jsonKey,
    choices: options,
    optionValue: choices.value,
    optionText: optionText(choices),
    isPending: !!canAccess && query.enabled && lookup.isPending,
    ...props,
  };
  return field.multiple ? (
    <AutocompleteArrayInput {...common} format={valuesOf(choices)} />
  ) : (
    <SelectInput {...common} onChange={choices.fills ? chosen : undefined} />
  );
};

const FieldInput = (props: InputProps) => {
  const { field, ...rest } = props;
  const common = { source: field.jsonKey, ...rest };
  const custom = hasDeclaredWidget(field.widget);
  // A fixed field is shown as the value it stores, whatever input would choose it.
  if (props.disabled && (custom || field.choices)) return <TextInput {...common} />;
  if (custom) return <Suspense fallback={null}>{declaredWidget(props)}</Suspense>;
  if (field.choices) return <ChoicesInput {...props} choices={field.choices} />;
  switch (field.uiType) {
    case 'Password':
      return <PasswordInput {...common} />;
    case 'Number':
      return <NumberInput {...common} />;
    case 'Switch':
      return <BooleanInput {...common} />;
    case 'Select': {
      const options = (field.validate?.options ?? []).map(({ label, value }) => ({ id: value, name: label }));
      return field.multiple ? (
        <AutocompleteArrayInput {...common} choices={options} />
      ) : (
        <SelectInput {...common} choices={options} />
      );
    }
    default:
      return <TextInput {...common} />;
  }
};

/** The heading and help line that start a group of fields. */
const Section = ({ section, locale }: { section: NonNullable<DeclaredField['section']>; locale: string }) => (
  <>
    <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
      {textIn(section.title, locale)}
    </Typography>
    {section.help ? (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {textIn(section.help, locale)}
      </Typography>
    ) : null}
  </>
);

/** The inputs of a declared form; when editing, fields marked `immutable` are shown but fixed. */
export const DeclaredInputs = ({
  declaration,
  editing = false,
}: {
  declaration: ResourceDeclaration;
  editing?: boolean;
}) => {
  const [locale] = useLocaleState();
  return declaration.form.map((field) => {
    const fixed = editing && !!field.validate?.immutable;
    return (
      <Fragment key={field.jsonKey}>
        {field.section ? <Section section={field.section} locale={locale} /> : null}
        <FieldInput
          field={field}
          label={textIn(field.label, locale)}
          helperText={field.description ? textIn(field.description, locale) : undefined}
          validate={fixed ? [] : fieldRules(field, locale)}
          disabled={fixed}
        />
      </Fragment>
    );
  });
};
