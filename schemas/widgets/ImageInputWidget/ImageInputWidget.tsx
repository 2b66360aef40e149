import TextField from '@mui/material/TextField';
import { useState } from 'react';
import type { VelaWidgetProps } from '../../formContext';
import { isImageName } from '../../translate/imageName';
import { LookupStatus } from '../shared/LookupStatus';
import { useLookup } from '../shared/useLookup';
import { ImageInfoLine } from './ImageInfoLine';

/** An image name; once typed (on blur) it is looked up in its registry and the details are shown. */
export function ImageInputWidget(props: VelaWidgetProps) {
  const {
    id,
    label,
    value,
    onChange,
    onBlur,
    required,
    disabled,
    readonly,
    rawErrors = [],
    registry,
  } = props;
  const { lookups, t } = registry.formContext;
  const name = typeof value === 'string' ? value : '';
  const [checked, setChecked] = useState(name);
  const key = lookups && isImageName(checked) ? checked : undefined;
  const state = useLookup(key, lookups ? () => lookups.imageInfo(checked) : undefined);
  return (
    <>
      <TextField
        id={id}
        label={label}
        required={required}
        disabled={disabled || readonly}
        error={rawErrors.length > 0}
        value={name}
        placeholder="nginx:1.25"
        onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
        onBlur={() => {
          setChecked(name);
          onBlur(id, value);
        }}
      />
      <LookupStatus state={state} t={t} typeable={false} />
      {state.status === 'ready' ? <ImageInfoLine info={state.data} t={t} /> : null}
    </>
  );
}
