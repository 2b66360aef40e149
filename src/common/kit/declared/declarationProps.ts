/**
 * What a resource declaration becomes, as data: its menu entry, its permissions, the validators of its
 * fields and the words it shows in the user's language. The components of this folder draw them.
 */
import {
  maxLength,
  maxValue,
  minLength,
  minValue,
  regex,
  required,
  type RaRecord,
  type Validator,
} from 'react-admin';
import { displayName, type Named } from '@dataProvider/displayName';
import { formatDateTime } from '@src/common/format/dates';
import type { ComponentType } from 'react';
import type {
  DeclaredChoices,
  DeclaredColumn,
  DeclaredField,
  ResourceDeclaration,
  Text,
} from '@dataProvider/declared/declaration';
import { declaredIcon } from './declaredIcons';

/** The text in the user's language (English for any language the console has no words in). */
export const textIn = (text: Text, locale: string): string => (locale === 'zh' ? text.zh : text.en);

/** The permission resource of one record (`role:ops`), or of the whole collection (`role:*`). */
export const permissionOf = (declaration: ResourceDeclaration, id?: string): string =>
  `${declaration.permission}:${id ?? '*'}`;

/** The list's permission, which its menu entry and every page of the resource need. */
export const listAccess = (declaration: ResourceDeclaration) => ({
  action: 'list',
  resource: permissionOf(declaration),
});

/** The console route of the resource's list. */
export const listPath = (declaration: ResourceDeclaration): string => `/${declaration.name}`;

export interface DeclaredMenuItem {
  key: string;
  /** The catalog key of the resource's plural name, which the declaration's label fills. */
  labelKey: string;
  to: string;
  icon: ComponentType;
  access: { action: string; resource: string };
  matches: (pathname: string) => boolean;
}

export function declaredMenuItem(declaration: ResourceDeclaration): DeclaredMenuItem {
  const to = listPath(declaration);
  return {
    key: declaration.menu.key ?? declaration.name,
    labelKey: `resources.${declaration.name}.name`,
    to,
    icon: declaredIcon(declaration.icon),
    access: listAccess(declaration),
    matches: (pathname) => pathname === to || pathname.startsWith(`${to}/`),
  };
}

/** The validators of one field, each failing with the declaration's words in the user's language. */
export function fieldRules(field: DeclaredField, locale: string): Validator[] {
  const rules = field.validate ?? {};
  const requiredText = field.messages?.required ? textIn(field.messages.required, locale) : undefined;
  const invalidText = field.messages?.invalid ? textIn(field.messages.invalid, locale) : undefined;
  const validators: Validator[] = [];
  if (rules.required) validators.push(required(requiredText));
  if (rules.pattern) validators.push(regex(new RegExp(rules.pattern), invalidText ?? 'ra.validation.regex'));
  if (rules.minLength !== undefined) validators.push(minLength(rules.minLength, invalidText));
  if (rules.maxLength !== undefined) validators.push(maxLength(rules.maxLength, invalidText));
  if (rules.min !== undefined) validators.push(minValue(rules.min, invalidText));
  if (rules.max !== undefined) validators.push(maxValue(rules.max, invalidText));
  return validators;
}

/** The values a new record's form starts from: each field's `validate.defaultValue`, a multiple Select's `[]`. */
export function formDefaults(declaration: ResourceDeclaration): Record<string, unknown> {
  return Object.fromEntries(
    (declaration.form ?? []).flatMap((field) => {
      if (field.validate?.defaultValue !== undefined) return [[field.jsonKey, field.validate.defaultValue]];
      return field.multiple ? [[field.jsonKey, []]] : [];
    }),
  );
}

/** The value at a dotted path of a record (`cluster.namespace`). */
export function valueAt(record: object, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
      record,
    );
}

const asText = (value: unknown): string => {
  if (value === undefined || value === null) return '';
  if (typeof value === 'object') return displayName(value as Named);
  return String(value);
};

/** The first non-empty value among the dotted paths, as text. */
const firstText = (record: RaRecord, paths: string[]): string =>
  paths.map((path) => asText(valueAt(record, path))).find(Boolean) ?? '';

/**
 * A column's value as text: a date and time, a list of `{name, alias}` by alias, parts joined by `/`, a
 * `{name, alias}` by its alias, or the value itself.
 */
export function columnText(column: DeclaredColumn, record: RaRecord): string {
  const value = valueAt(record, column.source);
  if (column.kind === 'dateTime') return typeof value === 'string' ? formatDateTime(value) : '';
  if (column.kind === 'names') {
    return Array.isArray(value)
      ? value.map((item: Named | string) => (typeof item === 'string' ? item : displayName(item))).join(', ')
      : '';
  }
  if (column.kind === 'joined')
    return (column.parts ?? []).map((paths) => firstText(record, paths)).join('/');
  return asText(value);
}

/** The console path a `link` column leads to, or none when a value of its path is missing. */
export function columnLink(column: DeclaredColumn, record: RaRecord): string | undefined {
  if (column.kind !== 'link' || !column.to) return undefined;
  let complete = true;
  const path = column.to.replace(/\{([\w.]+)\}/g, (_, key: string) => {
    const value = valueAt(record, key);
    if (value === undefined || value === null || value === '') complete = false;
    return encodeURIComponent(String(value));
  });
  return complete ? path : undefined;
}

/** The list request of a choice's options: filtered by the field it depends on, and only once that has a value. */
export function choicesQuery(choices: DeclaredChoices, dependency: unknown) {
  if (!choices.dependsOn) return { filter: {}, enabled: true };
  const value = typeof dependency === 'string' ? dependency : '';
  return { filter: { [choices.dependsOn.param]: value }, enabled: value !== '' };
}
