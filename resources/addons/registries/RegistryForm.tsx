import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { REGISTRY_TYPES, type RegistryType } from '@dataProvider/bodies/addons';
import { ERROR_SHOWN_BY_PAGE, errorText, useSuccessNotify } from '@src/common/kit';
import { useState, type FormEvent } from 'react';
import { useCreate, useTranslate } from 'react-admin';
import { registryFields, validateRegistry, type RegistryErrors, type RegistryValues } from '../registryRules';

const EMPTY: RegistryValues = { name: '', type: 'Helm', url: '', repo: '', path: '', token: '' };
const label = (name: string) => `resources.addons.registry.fields.${name}`;
const help = (name: string) => `resources.addons.registry.help.${name}`;

/** The inline New form: the fields the chosen kind needs, checked by the spec's rules before sending. */
export const RegistryForm = ({ onAdded }: { onAdded: () => void }) => {
  const translate = useTranslate();
  const notifySuccess = useSuccessNotify();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<RegistryErrors>({});
  const [refusal, setRefusal] = useState<unknown>();
  const [create, { isPending }] = useCreate(undefined, undefined, { returnPromise: true });
  const shown = registryFields(values.type);
  const set = (field: keyof RegistryValues) => (event: { target: { value: string } }) =>
    setValues((previous) => ({ ...previous, [field]: event.target.value }));
  const input = (
    field: keyof RegistryValues,
    options: { required?: boolean; helpKey?: string; labelKey?: string } = {},
  ) => (
    <TextField
      size="small"
      required={options.required}
      label={translate(label(options.labelKey ?? field))}
      value={values[field]}
      onChange={set(field)}
      error={errors[field] !== undefined}
      helperText={
        errors[field] ? translate(errors[field]) : options.helpKey ? translate(help(options.helpKey)) : ' '
      }
      sx={{ flex: 1, minWidth: 140 }}
    />
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateRegistry(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setRefusal(undefined);
    try {
      await create('addonRegistries', { data: values, meta: ERROR_SHOWN_BY_PAGE });
      notifySuccess('resources.addons.registry.added');
      onAdded();
    } catch (error) {
      setRefusal(error);
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexWrap: 'wrap', rowGap: 1 }}>
        {input('name', { required: true })}
        <TextField
          select
          size="small"
          label={translate(label('type'))}
          value={values.type}
          onChange={(event) =>
            setValues((previous) => ({ ...previous, type: event.target.value as RegistryType }))
          }
          helperText={translate(help('type'))}
          sx={{ minWidth: 160 }}
        >
          {REGISTRY_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {translate(`resources.addons.registry.types.${type}`)}
            </MenuItem>
          ))}
        </TextField>
        {input('url', { required: true })}
        {shown.repo ? input('repo', { required: true, helpKey: 'repo' }) : null}
        {shown.path
          ? values.type === 'OSS'
            ? input('path', { helpKey: 'bucket', labelKey: 'bucket' })
            : input('path', { helpKey: 'path', labelKey: 'pathInput' })
          : null}
        {shown.token ? input('token', { helpKey: 'token' }) : null}
        <Button type="submit" variant="contained" loading={isPending} sx={{ mt: 0.25 }}>
          {translate('resources.addons.registry.submit')}
        </Button>
      </Stack>
      {refusal ? (
        <Alert severity="error" role="alert">
          {errorText(refusal, translate)}
        </Alert>
      ) : null}
    </Stack>
  );
};
