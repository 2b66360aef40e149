import type { ResourceDeclaration, Text } from './declaration';

/** A field of a declared form, whichever way the form is given: its key, its label, whether it is fixed when editing. */
export interface FormEntry {
  jsonKey: string;
  label: Text;
  immutable: boolean;
}

/** The fields of the declaration's form: its `form` items, or the top-level properties of its `formSchema`. */
export function formEntries(declaration: ResourceDeclaration): FormEntry[] {
  if (!declaration.formSchema) {
    return (declaration.form ?? []).map(({ jsonKey, label, validate }) => ({
      jsonKey,
      label,
      immutable: !!validate?.immutable,
    }));
  }
  const { jsonSchema, labels = {}, immutable = [] } = declaration.formSchema;
  return Object.keys(jsonSchema.properties ?? {}).map((jsonKey) => ({
    jsonKey,
    label: labels[jsonKey] ?? { en: jsonKey, zh: jsonKey },
    immutable: immutable.includes(jsonKey),
  }));
}
