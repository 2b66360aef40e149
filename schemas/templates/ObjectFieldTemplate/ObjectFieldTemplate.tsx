import Grid from '@mui/material/Grid';
import type { ObjectFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import type { VelaFormContext } from '../../formContext';
import type { UIParamGroupOption } from '../../types';
import { colSpanOf, isPropertyShown, rowKeys } from './visibleProperties';

/**
 * Lays the properties of an object on a 24-column grid (`style.colSpan`; full width on small
 * screens), leaving out fields that are hidden by conditions, folded under Advanced Parameters,
 * or outside the preset key group of a Structs row.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps<unknown, RJSFSchema, VelaFormContext>) {
  const { properties, uiSchema, fieldPathId, formData, registry } = props;
  const groupOptions = uiSchema?.['ui:options']?.groupOptions as UIParamGroupOption[] | undefined;
  const keys = rowKeys(groupOptions, formData);
  const { hidden } = registry.formContext;
  const shown = properties.filter(
    (property) => !property.hidden && isPropertyShown(property.name, fieldPathId.path, hidden, keys),
  );
  return (
    <Grid container columns={24} columnSpacing={2} rowSpacing={1.5}>
      {shown.map((property) => (
        <Grid key={property.name} size={{ xs: 24, md: colSpanOf(uiSchema, property.name) }}>
          {property.content}
        </Grid>
      ))}
    </Grid>
  );
}
