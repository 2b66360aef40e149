/**
 * Request bodies and client-side filters of applications. The form holds the main component's type and
 * properties (an object) and the environments to bind as names; the server wants a component with its
 * properties as a JSON string and `[{name}]` bindings.
 */
import type { components } from '../../contract/api';
import { names, type RecordData } from '../requestBodies';

type Schemas = components['schemas'];

type Labels = Record<string, string>;

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function labelsOf(value: unknown): Labels {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** Labels the system keeps on an application (sync, ownership): never shown, offered or changed. */
export const isHiddenLabel = (key: string) => key.includes('ux.oam.dev') || key.includes('app.oam.dev');

/** An application's labels a user sees and edits, as `key=value` texts. */
export function visibleLabelTexts(labels: unknown): string[] {
  return Object.entries(labelsOf(labels))
    .filter(([key]) => !isHiddenLabel(key))
    .map(([key, value]) => `${key}=${value}`);
}

export const applicationCreateBody = (data: RecordData): Schemas['v1.CreateApplicationRequest'] => {
  const name = text(data.name);
  return {
    name,
    alias: text(data.alias),
    description: text(data.description),
    icon: '',
    project: text(data.project),
    envBinding: names(data.envBindings).map((env) => ({ name: env })),
    component: {
      name,
      componentType: text(data.componentType),
      properties: JSON.stringify(data.properties ?? {}),
    },
  };
};

export const applicationCreateQuery = (data: RecordData): Record<string, string> => ({
  project: text(data.project),
});

/** Labels as edited, with the hidden ones of the record put back untouched. */
export const applicationUpdateBody = (
  data: RecordData,
  previousData?: RecordData,
): Schemas['v1.UpdateApplicationRequest'] => {
  const hidden = Object.entries(labelsOf(previousData?.labels)).filter(([key]) => isHiddenLabel(key));
  const edited = Object.entries(labelsOf(data.labels)).filter(([key]) => !isHiddenLabel(key));
  return {
    alias: text(data.alias),
    description: text(data.description),
    icon: text(data.icon),
    labels: Object.fromEntries([...hidden, ...edited]),
    annotations: labelsOf(data.annotations),
  };
};

/** The free-text filter: a part of the name or the description, ignoring case. */
export function matchesText(row: RecordData, value: unknown): boolean {
  const wanted = text(value).trim().toLowerCase();
  if (!wanted) return true;
  return [row.name, row.description].some((field) => text(field).toLowerCase().includes(wanted));
}

/**
 * The Starred filter: the stars live in the browser, so the console hands the starred names beside it
 * (`starredNames`); on, it keeps those applications only, none when nothing is starred.
 */
export function matchesStarred(row: RecordData, value: unknown, filter: RecordData): boolean {
  if (value !== true) return true;
  return names(filter.starredNames).includes(text(row.name));
}

/** The label filter: the application carries any one of the chosen `key=value` pairs. */
export function matchesLabels(row: RecordData, value: unknown): boolean {
  const wanted = names(value);
  if (!wanted.length) return true;
  const carried = new Set(visibleLabelTexts(row.labels));
  return wanted.some((pair) => carried.has(pair));
}
