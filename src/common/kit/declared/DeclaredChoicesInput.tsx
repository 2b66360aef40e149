import { ERROR_SHOWN_BY_PAGE } from '@dataProvider/errorShownByPage';
import { useEffect, useRef, type ChangeEvent } from 'react';
import { AutocompleteArrayInput, SelectInput, useCanAccess, useGetList, type RaRecord } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ChoicesError } from '../ChoicesError';
import type { DeclaredChoices } from '@dataProvider/declared/declaration';
import { choicesQuery, valueAt } from './declarationProps';
import type { DeclaredWidgetProps as InputProps } from './declaredWidgets';

const ALL_CHOICES = { pagination: { page: 1, perPage: 1000 }, meta: ERROR_SHOWN_BY_PAGE };

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
function useClearedWhenChanged(field: InputProps['field'], dependency: unknown) {
  const { setValue } = useFormContext();
  const previous = useRef(dependency);
  useEffect(() => {
    if (previous.current !== dependency) setValue(field.jsonKey, field.multiple ? [] : '');
    previous.current = dependency;
  }, [dependency, field, setValue]);
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
export const ChoicesInput = ({ field, choices, ...props }: InputProps & { choices: DeclaredChoices }) => {
  const dependency: unknown = useWatch({
    name: choices.dependsOn?.field ?? field.jsonKey,
    disabled: !choices.dependsOn,
  });
  const query = choicesQuery(choices, dependency);
  useClearedWhenChanged(field, choices.dependsOn ? dependency : undefined);
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
