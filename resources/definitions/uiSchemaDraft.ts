import { dump, load } from 'js-yaml';
import type { components } from '../../contract/api';

export type UiParameter = components['schemas']['schema.UIParameter'];

/** What the YAML being edited holds, as the preview and Save & Online see it. */
export type UiSchemaDraft =
  | { kind: 'unreadable'; error: string }
  /** No document at all (only blanks or comments). */
  | { kind: 'blank' }
  /** A document that is not a list of entries with a jsonKey and a uiType. */
  | { kind: 'invalid' }
  | { kind: 'entries'; entries: UiParameter[] };

type Entry = Record<string, unknown> & { jsonKey: string; uiType: string };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isFilledText = (value: unknown) => typeof value === 'string' && value.trim() !== '';

function isEntry(value: unknown): value is Entry {
  if (!isRecord(value) || !isFilledText(value.jsonKey) || !isFilledText(value.uiType)) return false;
  const { label, description, sort } = value;
  return (
    (label === undefined || typeof label === 'string') &&
    (description === undefined || typeof description === 'string') &&
    (sort === undefined || Number.isInteger(sort))
  );
}

/** The UI schema as the editor first shows it; none at all is an empty text. */
export function uiSchemaToYaml(uiSchema: readonly unknown[] | null | undefined): string {
  if (!uiSchema || uiSchema.length === 0) return '';
  return dump(uiSchema, { noRefs: true, lineWidth: -1 });
}

const isBlank = (text: string) => text.split('\n').every((line) => /^\s*(#.*)?$/.test(line));

export function readUiSchemaDraft(text: string): UiSchemaDraft {
  // js-yaml 5 refuses an empty document; here it simply means there is no UI schema yet.
  if (isBlank(text)) return { kind: 'blank' };
  let value: unknown;
  try {
    value = load(text);
  } catch (error) {
    return { kind: 'unreadable', error: error instanceof Error ? error.message : String(error) };
  }
  if (value === null || value === undefined) return { kind: 'blank' };
  if (!Array.isArray(value) || !value.every(isEntry)) return { kind: 'invalid' };
  // The server decodes fields left out as zero values; they are written out so the request is the
  // contract's shape. Nested parts (validate, conditions, sub-parameters…) go as typed: the server checks them.
  const entries = value.map((entry) => ({ label: '', description: '', sort: 0, ...entry }) as UiParameter);
  return { kind: 'entries', entries };
}
