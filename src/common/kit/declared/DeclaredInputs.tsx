import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
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
import { ChoicesError } from '../ChoicesError';
import type { DeclaredChoices, DeclaredField, ResourceDeclaration } from './declaration';
import { fieldRules, textIn } from './declarationProps';

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

/** A Select whose options are the records of another resource, with the reason and Retry when they fail. */
const ChoicesInput = ({ field, choices, ...props }: InputProps & { choices: DeclaredChoices }) => {
  const { canAccess } = useCanAccess({ action: 'list', resource: choices.resource });
  const lookup = useGetList(choices.resource, ALL_CHOICES, { enabled: !!canAccess, retry: false });
  if (lookup.error) {
    return <ChoicesError source={field.jsonKey} label={props.label} lookup={lookup} />;
  }
  const common = {
    source: field.jsonKey,
    choices: lookup.data ?? [],
    optionValue: choices.value,
    optionText: optionText(choices),
    isPending: !!canAccess && lookup.isPending,
    ...props,
  };
  return field.multiple ? (
    <AutocompleteArrayInput {...common} format={valuesOf(choices)} />
  ) : (
    <SelectInput {...common} />
  );
};

const FieldInput = (props: InputProps) => {
  const { field, ...rest } = props;
  const common = { source: field.jsonKey, ...rest };
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
      <FieldInput
        key={field.jsonKey}
        field={field}
        label={textIn(field.label, locale)}
        helperText={field.description ? textIn(field.description, locale) : undefined}
        validate={fixed ? [] : fieldRules(field, locale)}
        disabled={fixed}
      />
    );
  });
};
