import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { displayName } from '@dataProvider/displayName';
import type { ReactNode } from 'react';
import { InputHelperText, useGetList, useInput, useTranslate, type Validator } from 'react-admin';
import { componentTypeRules } from './appValidation';
import { COMPONENT_TYPE_GROUPS, componentTypeGroup, type ComponentDefinition } from './componentTypes';

type Definition = ComponentDefinition;

const WHOLE_LIST = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

/**
 * A group's heading in the menu. Select makes every child an option; this one drops the role and click
 * it is handed, so the heading reads as text, and the keyboard skips it.
 */
const GroupHeading = ({ children }: { children: ReactNode }) => (
  <ListSubheader role="presentation">{children}</ListSubheader>
);
GroupHeading.muiSkipListHighlight = true;

export interface ComponentTypeInputProps {
  source?: string;
  /** Defaults to required with the spec's 'Please select'. */
  validate?: Validator[];
  disabled?: boolean;
}

/** A component type (GET /definitions?type=component), grouped Core, Cloud and Custom. */
export const ComponentTypeInput = ({
  source = 'componentType',
  validate = componentTypeRules,
  disabled,
}: ComponentTypeInputProps) => {
  const translate = useTranslate();
  const { field, fieldState, id, isRequired } = useInput({ source, validate });
  const { data = [], isPending } = useGetList<Definition>('definitions', {
    meta: { type: 'component' },
    pagination: WHOLE_LIST,
  });
  const items: ReactNode[] = COMPONENT_TYPE_GROUPS.flatMap((group) => {
    const members = data.filter((definition) => componentTypeGroup(definition) === group);
    if (!members.length) return [];
    return [
      <GroupHeading key={`group-${group}`}>
        {translate(`resources.applications.componentGroups.${group}`)}
      </GroupHeading>,
      ...members.map((definition) => (
        <MenuItem key={definition.name} value={definition.name}>
          {displayName(definition)}
        </MenuItem>
      )),
    ];
  });
  // A value the list does not hold yet (still loading) must not make MUI warn about an unknown option.
  const known = data.some((definition) => definition.name === field.value);
  return (
    <TextField
      select
      id={id}
      label={translate('resources.applications.fields.componentType')}
      required={isRequired}
      disabled={disabled || isPending}
      name={field.name}
      value={known ? String(field.value) : ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.invalid}
      helperText={<InputHelperText error={fieldState.error?.message} />}
      fullWidth
      sx={{ mb: 2 }}
    >
      {items}
    </TextField>
  );
};
