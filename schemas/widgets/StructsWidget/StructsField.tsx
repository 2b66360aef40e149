import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { RJSFSchema } from '@rjsf/utils';
import type { VelaFieldProps } from '../../formContext';
import type { UIParamGroupOption } from '../../types';
import { seedRow } from './seedRow';

/**
 * A list of objects drawn by the ArrayFieldTemplate. With preset key groups
 * (subParameterGroupOption), rows are added through one button per preset.
 */
export function StructsField(props: VelaFieldProps) {
  const { formData, onChange, fieldPathId, schema, uiSchema = {}, disabled, readonly, registry } = props;
  const ArrayField = registry.fields.ArrayField;
  const itemsUiSchema = typeof uiSchema.items === 'object' ? uiSchema.items : undefined;
  const groupOptions = itemsUiSchema?.['ui:options']?.groupOptions as UIParamGroupOption[] | undefined;
  if (!groupOptions?.length) return <ArrayField {...props} />;
  const rows: unknown[] = Array.isArray(formData) ? formData : [];
  const itemSchema = (schema.items ?? {}) as RJSFSchema;
  const withoutAdd = { ...uiSchema, 'ui:options': { ...uiSchema['ui:options'], addable: false } };
  return (
    <>
      <ArrayField {...props} uiSchema={withoutAdd} />
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {groupOptions.map((option) => (
          <Button
            key={option.label}
            size="small"
            startIcon={<AddIcon />}
            disabled={disabled || readonly}
            onClick={() => onChange([...rows, seedRow(option, itemSchema)], fieldPathId.path)}
          >
            {option.label}
          </Button>
        ))}
      </Stack>
    </>
  );
}
