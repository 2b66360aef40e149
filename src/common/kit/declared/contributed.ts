/**
 * Declarations contributed at run time by enabled plugins (docs/plugins.md): kept here once a plugin's
 * module is loaded, so the data provider and `canAccess` know the resources their pages ask for.
 */
import { declarePermissionResource } from '@authProvider/canAccess';
import { resourceNames } from '@dataProvider/resourceMap';
import { declarations } from '@resources/declarations';
import type { ResourceDeclaration } from './declaration';

const contributed = new Map<string, ResourceDeclaration>();

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown) =>
  isObject(value) && typeof value.en === 'string' && typeof value.zh === 'string';
const isListOf = (value: unknown, item: (entry: Record<string, unknown>) => boolean) =>
  Array.isArray(value) && value.every((entry) => isObject(entry) && item(entry));
const NAME = /^[a-zA-Z][\w-]*$/;
const PATH = /^(\/[a-z0-9][\w-]*)+$/i;

/** A field's `validate.pattern`, when it has one, must compile: the form builds it on every render. */
function hasUsablePattern(field: Record<string, unknown>): boolean {
  const pattern = isObject(field.validate) ? field.validate.pattern : undefined;
  if (pattern === undefined) return true;
  try {
    return typeof pattern === 'string' && new RegExp(pattern) instanceof RegExp;
  } catch {
    return false;
  }
}

/**
 * The declarations a plugin exports that the console can build: simple REST resources under
 * /extensions, with words in both languages. A plugin cannot declare an /api/v1 resource.
 */
export function declarationsOf(value: unknown): ResourceDeclaration[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is ResourceDeclaration =>
      isObject(entry) &&
      typeof entry.name === 'string' &&
      NAME.test(entry.name) &&
      entry.provider === 'simple-rest' &&
      typeof entry.path === 'string' &&
      PATH.test(entry.path) &&
      typeof entry.permission === 'string' &&
      NAME.test(entry.permission) &&
      isText(entry.label) &&
      isObject(entry.menu) &&
      isObject(entry.texts) &&
      isListOf(entry.columns, (column) => typeof column.source === 'string' && isText(column.label)) &&
      isListOf(
        entry.form,
        (field) => typeof field.jsonKey === 'string' && isText(field.label) && hasUsablePattern(field),
      ) &&
      (entry.columns as unknown[]).length > 0,
  );
}

const isOurs = (name: string) =>
  resourceNames.includes(name) || declarations.some((declaration) => declaration.name === name);

/** Makes a plugin's declarations known; the console's resource names and names taken by a plugin before stay theirs. */
export function contributeDeclarations(offered: readonly ResourceDeclaration[]): void {
  for (const declaration of offered) {
    if (!isOurs(declaration.name) && !contributed.has(declaration.name)) {
      contributed.set(declaration.name, declaration);
      declarePermissionResource(declaration.name, declaration.permission);
    }
  }
}

export const contributedDeclaration = (name: string): ResourceDeclaration | undefined =>
  contributed.get(name);
