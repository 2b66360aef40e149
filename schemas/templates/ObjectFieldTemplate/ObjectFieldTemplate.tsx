import Grid from '@mui/material/Grid';
import type { ObjectFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import { use } from 'react';
import { HiddenFieldsContext } from '../../form/formState';
import type { VelaFormContext } from '../../formContext';
import type { UIParamGroupOption } from '../../types';
import { GridCell } from './GridCell';
import { colSpanOf, isDrawnInItsCell, isPropertyShown, rowKeys } from './visibleProperties';

/**
 * Lays the properties of an object on a 24-column grid (`style.colSpan`; full width on small
 * screens), leaving out fields that are hidden by conditions, folded under Advanced Parameters,
 * or outside the preset key group of a Structs row.
 */
export function ObjectFieldTemplate(props: ObjectFieldTemplateProps<unknown, RJSFSchema, VelaFormContext>) {
  const { properties, uiSchema, fieldPathId, formData } = props;
  const groupOptions = uiSchema?.['ui:options']?.groupOptions as UIParamGroupOption[] | undefined;
  const keys = rowKeys(groupOptions, formData);
  const hidden = use(HiddenFieldsContext);
  const shown = properties.filter(
    (property) => !property.hidden && isPropertyShown(property.name, fieldPathId.path, hidden, keys),
  );
  return (
    <Grid container columns={24} columnSpacing={2} rowSpacing={1.5}>
      {shown.map((property) => (
        <GridCell
          key={property.name}
          span={colSpanOf(uiSchema, property.name)}
          skippedOffscreen={isDrawnInItsCell(uiSchema, property.name)}
        >
          {property.content}
        </GridCell>
      ))}
    </Grid>
  );
}
