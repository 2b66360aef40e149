import type { ObjectFieldTemplatePropertyType, ObjectFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import { use } from 'react';
import { HiddenFieldsContext } from '../../formState';
import type { VelaFormContext } from '../../formContext';
import type { UIParamGroupOption } from '../../types';
import { FieldGrid } from './FieldGrid';
import { GridCell } from './GridCell';
import { OffscreenChunk } from './OffscreenChunk';
import { chunkOffscreenRows } from './offscreenChunks';
import { colSpanOf, isDrawnInItsCell, isPropertyShown, rowKeys } from './visibleProperties';

/** Rows of simple fields the browser skips together while off screen: a few screens' worth, not the whole form. */
const ROWS_PER_CHUNK = 8;

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
  const byName = new Map(properties.map((property) => [property.name, property]));
  const shown = (name: string): ObjectFieldTemplatePropertyType | undefined => {
    const property = byName.get(name);
    return property && !property.hidden && isPropertyShown(name, fieldPathId.path, hidden, keys)
      ? property
      : undefined;
  };
  // Chunked by the schema, not by what is shown, so that no field changes parent while the form is used.
  const segments = chunkOffscreenRows(
    properties.map(({ name }) => ({
      name,
      span: colSpanOf(uiSchema, name),
      drawnInItsCell: isDrawnInItsCell(uiSchema, name),
    })),
    ROWS_PER_CHUNK,
  );
  return (
    <FieldGrid>
      {segments.map((segment) => {
        if (segment.kind === 'field') {
          const { name, span, drawnInItsCell } = segment.property;
          const property = shown(name);
          return (
            property && (
              <GridCell key={name} span={span} skippedOffscreen={drawnInItsCell}>
                {property.content}
              </GridCell>
            )
          );
        }
        const cells = segment.properties.flatMap(({ name, span }) => {
          const property = shown(name);
          return property ? [{ name, span, content: property.content }] : [];
        });
        return cells.length > 0 && <OffscreenChunk key={segment.key} rows={segment.rows} cells={cells} />;
      })}
    </FieldGrid>
  );
}
