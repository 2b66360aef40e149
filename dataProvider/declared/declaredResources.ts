import { isEditable, type DeclaredField, type ResourceDeclaration } from './declaration';
import { formEntries } from './formEntries';
import type { RecordData } from '../requestBodies';
import type { ResourceConfig } from '../resourceMap';

const isText = (field: DeclaredField) => field.uiType === 'Input' || field.uiType === 'Password';

/** A chosen option as the value it stores: lookups may hand back whole records (`{name, alias}`). */
function choiceValue(field: DeclaredField, value: unknown): unknown {
  const key = field.choices?.value;
  if (!key || typeof value !== 'object' || value === null) return value;
  return (value as RecordData)[key];
}

function fieldValue(field: DeclaredField, value: unknown): unknown {
  if (field.multiple) return Array.isArray(value) ? value.map((item) => choiceValue(field, item)) : [];
  if (isText(field)) return typeof value === 'string' ? value.trim() : '';
  return choiceValue(field, value);
}

/** A schema form's values as its renderer cleaned them: the fields it has, fixed ones left out of an update. */
function schemaFormBody(declaration: ResourceDeclaration, operation: 'create' | 'update') {
  const sent = formEntries(declaration).filter((entry) => operation === 'create' || !entry.immutable);
  return (data: RecordData): RecordData =>
    Object.fromEntries(
      sent
        .filter(({ jsonKey }) => data[jsonKey] !== undefined)
        .map(({ jsonKey }) => [jsonKey, data[jsonKey]]),
    );
}

/** The request body of a declared form: its fields only, fixed ones left out of an update. */
export function declaredBody(declaration: ResourceDeclaration, operation: 'create' | 'update') {
  if (declaration.formSchema) return schemaFormBody(declaration, operation);
  const sent = (declaration.form ?? []).filter(
    (field) => operation === 'create' || !field.validate?.immutable,
  );
  return (data: RecordData): RecordData =>
    Object.fromEntries(sent.map((field) => [field.jsonKey, fieldValue(field, data[field.jsonKey])]));
}

/** react-admin filter name → query parameter, for the `vela` provider's table. */
export function filterParams(declaration: ResourceDeclaration): Record<string, string> {
  return Object.fromEntries(
    (declaration.filters ?? []).map((filter) => [filter.source, filter.param ?? filter.source]),
  );
}

/**
 * How a declared `vela` resource maps onto /api/v1, as the hand-written entries of the resource table:
 * one without a form is only read, so the data provider refuses to write it.
 */
export function declaredConfig(declaration: ResourceDeclaration): ResourceConfig {
  const read = {
    path: declaration.path,
    listKey: declaration.listKey,
    idField: declaration.idField,
    filters: filterParams(declaration),
  };
  if (!isEditable(declaration)) return read;
  return {
    ...read,
    writes: ['create', 'update', 'delete'],
    createBody: declaredBody(declaration, 'create'),
    updateBody: declaredBody(declaration, 'update'),
  };
}
