/**
 * The check a declaration given as plain data (a JSON file in resources/declarations, a plugin's module)
 * passes before the console builds it: TypeScript checks neither, so a malformed one is refused here with
 * the key named, and the console goes on without it. A declaration without a form is read-only.
 */
import type { ResourceDeclaration } from '@dataProvider/declared/declaration';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown) => typeof value === 'string';
const isText = (value: unknown) => isObject(value) && isString(value.en) && isString(value.zh);
const isListOf = (value: unknown, item: (entry: Json) => boolean) =>
  Array.isArray(value) && value.every((entry) => isObject(entry) && item(entry));
const isTextRecord = (value: unknown) => isObject(value) && Object.values(value).every(isText);
const NAME = /^[a-zA-Z][\w-]*$/;
const PATH = /^(\/[a-z0-9][\w-]*)+$/i;
const isName = (value: unknown) => isString(value) && NAME.test(value as string);

function compiles(pattern: unknown): boolean {
  if (pattern === undefined) return true;
  try {
    return isString(pattern) && new RegExp(pattern as string) instanceof RegExp;
  } catch {
    return false;
  }
}

const isField = (field: Json) =>
  isString(field.jsonKey) &&
  isString(field.uiType) &&
  isText(field.label) &&
  compiles(isObject(field.validate) ? field.validate.pattern : undefined);

function isFormSchema(value: unknown): boolean {
  if (!isObject(value) || !isObject(value.jsonSchema)) return false;
  const { properties } = value.jsonSchema;
  if (!isObject(properties) || !Object.values(properties).every(isObject)) return false;
  const immutable = value.immutable ?? [];
  return (
    Object.values(properties).every((property) => compiles((property as Json).pattern)) &&
    (value.labels === undefined || isTextRecord(value.labels)) &&
    (value.help === undefined || isTextRecord(value.help)) &&
    Array.isArray(immutable) &&
    immutable.every((key) => isString(key) && key in properties)
  );
}

const TEXT_KEYS = ['new', 'edit', 'created', 'updated', 'deleted'];

/** Each key: how it is checked, what it should be (for the message), and whether it may be absent. */
const RULES: [key: string, valid: (value: unknown) => boolean, expected: string, optional?: true][] = [
  ['name', isName, 'a name such as releaseNotes'],
  ['label', isText, 'words in both languages, {"en": …, "zh": …}'],
  ['provider', (value) => value === 'vela' || value === 'simple-rest', '"vela" or "simple-rest"'],
  ['path', (value) => isString(value) && PATH.test(value as string), 'a path such as /release-notes'],
  ['permission', isName, 'a permission resource type such as releaseNote'],
  ['menu', (value) => isObject(value) && isString(value.workspace), 'an object naming its workspace'],
  [
    'columns',
    (value) =>
      isListOf(value, (column) => isString(column.source) && isText(column.label)) &&
      (value as unknown[]).length > 0,
    'a list of one or more {source, label}',
  ],
  ['texts', isTextRecord, 'an object of words in both languages', true],
  ['icon', isString, 'an icon name', true],
  ['subtitle', isText, 'words in both languages', true],
  ['idField', isString, 'a field name', true],
  ['listKey', isString, 'a key of the list answer', true],
  ['perPage', (value) => Number.isInteger(value), 'a whole number', true],
  ['wideForm', (value) => typeof value === 'boolean', 'true or false', true],
  [
    'filters',
    (value) => isListOf(value, (filter) => isString(filter.source) && isText(filter.label)),
    'a list of {source, label}',
    true,
  ],
  [
    'form',
    (value) => isListOf(value, isField),
    'a list of {jsonKey, uiType, label} with valid patterns',
    true,
  ],
  [
    'formSchema',
    isFormSchema,
    'a JSON schema of properties with valid patterns, labels and help in both languages, immutable naming properties',
    true,
  ],
];

/** What is wrong with a declaration read from JSON, or undefined when the console can build it. */
export function declarationProblem(value: unknown): string | undefined {
  if (!isObject(value)) return 'the file holds no declaration object';
  for (const [key, valid, expected, optional] of RULES) {
    if (value[key] === undefined) {
      if (!optional) return `"${key}" is missing`;
    } else if (!valid(value[key])) {
      return `"${key}" is invalid: expected ${expected}`;
    }
  }
  if (value.form !== undefined && value.formSchema !== undefined) {
    return 'give the form as "form" or as "formSchema", not both';
  }
  const editable = value.form !== undefined || value.formSchema !== undefined;
  const texts = isObject(value.texts) ? value.texts : {};
  if (editable && !TEXT_KEYS.every((key) => key in texts)) {
    return `"texts" is incomplete: a form needs ${TEXT_KEYS.join(', ')} in both languages`;
  }
  return undefined;
}

/** The declarations of JSON files (file name → parsed content); each malformed one is refused with a console error. */
export function jsonDeclarations(files: Record<string, unknown>): ResourceDeclaration[] {
  return Object.entries(files).flatMap(([file, content]) => {
    const problem = declarationProblem(content);
    if (problem === undefined) return [content as ResourceDeclaration];
    console.error(`The declared resource in ${file} is refused: ${problem}.`);
    return [];
  });
}
