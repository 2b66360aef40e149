import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import type { VelaFieldProps } from '../../formContext';
import { isRecord } from '../../translate/paths';
import { useSiblingHelmRepo } from '../shared/helmRepo';
import { fieldLabel } from '../shared/labels';
import { LookupStatus } from '../shared/LookupStatus';
import { useSiblingText } from '../shared/siblings';
import { useFieldError } from '../shared/useFieldError';
import type { LookupState } from '../shared/useLookup';
import { YamlObjectEditor } from '../shared/YamlObjectEditor';

/** Helm values as YAML, which can start from the default values of the chosen chart version. */
export function HelmValuesField(props: VelaFieldProps) {
  const { formData, onChange, fieldPathId, schema, name, disabled, readonly, required, registry } = props;
  const context = registry.formContext;
  const { lookups, t } = context;
  const [error, reportError] = useFieldError(context, fieldPathId.path);
  const [loadState, setLoadState] = useState<LookupState<unknown>>({ status: 'idle' });
  const repo = useSiblingHelmRepo(fieldPathId.path);
  const chart = useSiblingText(fieldPathId.path, 'chart');
  const version = useSiblingText(fieldPathId.path, 'version');
  const label = fieldLabel(schema, name);
  const loadDefaults = async () => {
    if (!lookups || !repo || !chart || !version) return;
    setLoadState({ status: 'loading' });
    try {
      const values = await lookups.helmChartValues(repo, chart, version);
      setLoadState({ status: 'idle' });
      reportError(undefined);
      onChange(values, fieldPathId.path);
    } catch (cause) {
      setLoadState({ status: 'failed', error: cause instanceof Error ? cause.message : String(cause) });
    }
  };
  const canLoad = Boolean(lookups && repo && chart && version) && !disabled && !readonly;
  return (
    <Stack spacing={1}>
      <FormLabel required={required}>{label}</FormLabel>
      <YamlObjectEditor
        label={label}
        value={isRecord(formData) ? formData : undefined}
        onChange={(values) => onChange(values, fieldPathId.path)}
        onError={reportError}
        error={error}
        context={context}
        readOnly={disabled || readonly}
        height={240}
      />
      {lookups ? (
        <div>
          <Button size="small" onClick={loadDefaults} disabled={!canLoad || loadState.status === 'loading'}>
            {t('loadChartValues')}
          </Button>
          {canLoad ? null : <FormHelperText>{t('chartValuesHint')}</FormHelperText>}
          <LookupStatus state={loadState} t={t} typeable={false} />
        </div>
      ) : null}
    </Stack>
  );
}
