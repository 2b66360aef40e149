import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useEffect, useState } from 'react';
import type { VelaFieldProps } from '../../formContext';
import { pathKey } from '../../translate/paths';
import type { ValuePath } from '../../types';
import { fieldLabel } from '../shared/labels';
import { LookupStatus } from '../shared/LookupStatus';
import { useLookup } from '../shared/useLookup';
import { ComponentPatchCard } from './ComponentPatchCard';
import type { ComponentPatch } from './componentPatches';
import { isTargeted, patchesOf, patchName } from './componentPatches';

/** The component overrides of an override policy. */
export function ComponentPatchesField(props: VelaFieldProps) {
  const { formData, onChange, fieldPathId, schema, name, required, disabled, readonly, registry } = props;
  const context = registry.formContext;
  const { lookups, t, reportError } = context;
  const patches = patchesOf(formData);
  const state = useLookup(
    lookups ? 'components' : undefined,
    lookups ? () => lookups.components() : undefined,
  );
  const [yamlErrors, setYamlErrors] = useState<Record<number, string | undefined>>({});
  const locked = disabled === true || readonly === true;
  const save = (next: ComponentPatch[]) => onChange(next, fieldPathId.path);
  const failing = patches.findIndex((patch, index) => !isTargeted(patch) || yamlErrors[index] !== undefined);
  const problem =
    failing >= 0 ? t('componentPatchInvalid', { name: patchName(patches[failing], failing) }) : undefined;
  const key = pathKey(fieldPathId.path);
  useEffect(() => {
    const path = JSON.parse(key) as ValuePath;
    reportError(path, problem);
    return () => reportError(path, undefined);
  }, [key, problem, reportError]);
  return (
    <Stack spacing={1.5}>
      <FormLabel required={required}>{fieldLabel(schema, name)}</FormLabel>
      {patches.map((patch, index) => (
        <ComponentPatchCard
          key={index}
          id={`${fieldPathId.$id}_${index}`}
          index={index}
          patch={patch}
          components={state.status === 'ready' ? state.data : []}
          listed={state.status === 'ready'}
          onChange={(changed) => save(patches.map((old, at) => (at === index ? changed : old)))}
          onRemove={() => {
            setYamlErrors({});
            save(patches.filter((_, at) => at !== index));
          }}
          yamlError={yamlErrors[index]}
          onYamlError={(message) => setYamlErrors((errors) => ({ ...errors, [index]: message }))}
          locked={locked}
          context={context}
        />
      ))}
      <LookupStatus state={state} t={t} typeable />
      <div>
        <Button size="small" startIcon={<AddIcon />} disabled={locked} onClick={() => save([...patches, {}])}>
          {t('addPatch')}
        </Button>
      </div>
    </Stack>
  );
}
