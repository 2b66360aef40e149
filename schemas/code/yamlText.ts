import { dump, load, loadAll } from 'js-yaml';
import { isRecord } from '../translate/paths';

export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

const failure = (error: unknown): { ok: false; error: string } => ({
  ok: false,
  error: error instanceof Error ? error.message : String(error),
});

/** YAML text for an object; an empty object is an empty text. */
export function toYaml(value: unknown): string {
  if (value === undefined || (isRecord(value) && Object.keys(value).length === 0)) return '';
  return dump(value, { noRefs: true, lineWidth: -1 });
}

/** Parses YAML that must describe an object (or nothing, which is an empty object). */
export function parseYamlObject(text: string): Parsed<Record<string, unknown>> {
  // js-yaml 5 refuses an empty document; for a form, no text means no properties.
  if (text.split('\n').every((line) => /^\s*(#.*)?$/.test(line))) return { ok: true, value: {} };
  try {
    const value: unknown = load(text);
    if (value === undefined || value === null) return { ok: true, value: {} };
    if (!isRecord(value)) return { ok: false, error: 'the YAML must describe an object (key: value)' };
    return { ok: true, value };
  } catch (error) {
    return failure(error);
  }
}

/** Kubernetes objects as YAML documents separated by `---`. */
export function toYamlDocuments(objects: readonly unknown[]): string {
  return objects.map((object) => dump(object, { noRefs: true, lineWidth: -1 })).join('---\n');
}

/** Reads Kubernetes objects from YAML documents (or one YAML list); each needs apiVersion and kind. */
export function parseKubernetesObjects(text: string): Parsed<Record<string, unknown>[]> {
  try {
    const documents = loadAll(text).filter((document) => document !== null && document !== undefined);
    const objects =
      documents.length === 1 && Array.isArray(documents[0]) ? (documents[0] as unknown[]) : documents;
    const invalid = objects.findIndex(
      (object) =>
        !isRecord(object) || typeof object.apiVersion !== 'string' || typeof object.kind !== 'string',
    );
    if (invalid >= 0) return { ok: false, error: `object ${invalid + 1} needs an apiVersion and a kind` };
    return { ok: true, value: objects as Record<string, unknown>[] };
  } catch (error) {
    return failure(error);
  }
}
