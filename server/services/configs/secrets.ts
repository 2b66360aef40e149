/**
 * The secrets among a config's properties: those its template draws with a secret widget (Password,
 * CertBase64), and any value under a key that names a secret, at any depth, of any template. Answers
 * carry them hidden; a write that sends a hidden value back keeps the stored one.
 */
import { HIDDEN_VALUE, isHiddenValue, isSecretKey } from '../../../authProvider/secretValues';
import { BusinessError } from '../../errors';
import { generateUISchema, patchUISchema, type UIParameter } from '../definitions/uiSchema';
import type { Template } from './templates';

type Properties = Record<string, unknown>;
type Path = string[];

const secretWidgets = new Set(['Password', 'CertBase64']);
const markedPaths = new Map<string, string[]>();

function secretParameterPaths(parameters: UIParameter[], prefix: string): string[] {
  return parameters.flatMap((parameter) => {
    const path = prefix ? `${prefix}.${parameter.jsonKey}` : parameter.jsonKey;
    const own = secretWidgets.has(parameter.uiType) ? [path] : [];
    return [...own, ...secretParameterPaths(parameter.subParameters ?? [], path)];
  });
}

/** The dotted property paths the template's UI schema draws with a secret widget. */
function templateSecretPaths(template: Template): string[] {
  const key = `${template.namespace}/${template.name}`;
  let paths = markedPaths.get(key);
  if (!paths) {
    const uiSchema = patchUISchema(generateUISchema(template.schema), template.uiSchema);
    paths = secretParameterPaths(uiSchema, '');
    markedPaths.set(key, paths);
  }
  return paths;
}

/**
 * The one rule of what is secret in a config. `path` is the keys from the properties down to the
 * value; list positions are numbers and name nothing, so items of a secret list are secret too.
 */
export function isSecretPath(template: Template, path: Path): boolean {
  const keys = path.filter((part) => !/^\d+$/.test(part));
  if (keys.some(isSecretKey)) return true;
  const dotted = keys.join('.');
  return templateSecretPaths(template).some((marked) => dotted === marked || dotted.startsWith(`${marked}.`));
}

/** The value with each string replaced by what `visit` gives for it and its path; other scalars kept. */
function mapStrings(value: unknown, path: Path, visit: (text: string, path: Path) => string): unknown {
  if (typeof value === 'string') return visit(value, path);
  if (Array.isArray(value))
    return value.map((item, index) => mapStrings(item, [...path, String(index)], visit));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [key, mapStrings(child, [...path, key], visit)]),
    );
  }
  return value;
}

/**
 * The properties with each secret text hidden (an empty one hides nothing). Numbers and booleans stay:
 * the template types them, and none of the shipped templates keeps a secret in one.
 */
export function hideSecrets(template: Template, properties: Properties): Properties {
  return mapStrings(properties, [], (text, path) =>
    text && isSecretPath(template, path) ? HIDDEN_VALUE : text,
  ) as Properties;
}

function valueAt(properties: Properties | undefined, path: Path): unknown {
  return path.reduce<unknown>(
    (value, key) => (typeof value === 'object' && value !== null ? (value as Properties)[key] : undefined),
    properties,
  );
}

/**
 * The properties of a write with each hidden secret sent back replaced by the stored one at the same
 * path; one with nothing stored there (a new config, a renamed key) is refused, so the mask is never
 * stored.
 */
export function keepStoredSecrets(
  template: Template,
  properties: Properties,
  stored: Properties | undefined,
): Properties {
  return mapStrings(properties, [], (text, path) => {
    if (!isHiddenValue(text) || !isSecretPath(template, path)) return text;
    const kept = valueAt(stored, path);
    if (typeof kept === 'string') return kept;
    throw new BusinessError(400, `the value of ${path.join('.')} is hidden: type the secret itself`);
  }) as Properties;
}
