import type { components } from '../../../contract/api';
import { NAME_PATTERN } from '@src/common/validation';
import { maxLength, minLength, required } from 'react-admin';

type Schemas = components['schemas'];

/** A row of GET /applications/{app}/components (react-admin adds `id`, the name). */
export type ComponentRow = Schemas['v1.ComponentBase'] & { id: string };
/** GET /applications/{app}/components/{name}: the row plus its properties (`type` holds the type). */
export type ComponentDetail = Schemas['v1.DetailComponentResponse'] & { id: string; componentType?: string };
export type Trait = Pick<Schemas['v1.ApplicationTrait'], 'type' | 'alias' | 'description'> & {
  properties?: Record<string, unknown>;
};

const message = (rule: string) => `resources.appComponents.validation.${rule}`;

export const COMPONENT_NAME_MAX = 32;

/** The name typed after the fixed `{app}-` prefix: together the shared name pattern, at most 32 characters. */
export const componentNameRules = (prefix: string) => [
  required(message('name')),
  (value: unknown) => {
    const name = `${prefix}${typeof value === 'string' ? value : ''}`;
    return NAME_PATTERN.test(name) && name.length <= COMPONENT_NAME_MAX ? undefined : message('name');
  },
];

export const aliasRules = [minLength(2, message('alias')), maxLength(64, message('alias'))];
export const descriptionRules = [maxLength(256, message('description'))];
export const traitTypeRules = [required(message('traitType'))];

/** Names the spec gives some traits; others show their definition's alias or name. */
const TRAIT_ALIASES = new Set(['scaler', 'http-route', 'gateway', 'https-route']);

export const traitLabel = (type: string, translate: (key: string) => string, alias?: string) =>
  TRAIT_ALIASES.has(type) ? translate(`resources.appComponents.traitAlias.${type}`) : alias || type;

/** The workload a component runs, which decides the traits it may have (`deployments.apps`). */
export const workloadOf = (component: { workloadType?: { type?: string } } | undefined) =>
  component?.workloadType?.type;
