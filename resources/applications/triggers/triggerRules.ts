import type { components } from '../../../contract/api';
import { maxLength, minLength, regex, required } from 'react-admin';

export type Trigger = components['schemas']['v1.ApplicationTriggerBase'] & { id: string };

const message = (rule: string) => `resources.appTriggers.validation.${rule}`;

/** The server's name rule: 2 to 31 lower-case letters, digits and `-`, starting and ending alphanumeric. */
const TRIGGER_NAME_PATTERN = /^[a-z0-9][-a-z0-9]{0,29}[a-z0-9]$/;

/** A registry domain of 3 to 255 characters: labels of letters, digits and `-`, at least two of them. */
export const REGISTRY_DOMAIN_PATTERN =
  /^(?=.{3,255}$)[a-zA-Z0-9][-a-zA-Z0-9]{0,62}(\.[a-zA-Z0-9][-a-zA-Z0-9]{0,62})+$/;

export const nameRules = [required(message('name')), regex(TRIGGER_NAME_PATTERN, message('name'))];
export const aliasRules = [minLength(2, message('alias')), maxLength(64, message('alias'))];
export const descriptionRules = [maxLength(256, message('description'))];
export const typeRules = [required(message('type'))];
export const payloadTypeRules = [required(message('payloadType'))];
export const registryRules = [regex(REGISTRY_DOMAIN_PATTERN, message('registry'))];
export const workflowRules = [required(message('workflowName'))];
export const componentRules = [required(message('componentName'))];

/** The spec writes `ACR`, the server answers `acr`: the registry applies to either. */
export const isAcr = (payloadType: unknown) =>
  typeof payloadType === 'string' && payloadType.toLowerCase() === 'acr';

/** The payload types offered when the server does not say (the specification's default list). */
export const DEFAULT_PAYLOAD_TYPES = ['custom', 'dockerHub', 'ACR', 'harbor', 'artifactory'];

const IMAGE_WORKLOADS = new Set(['webservice', 'worker', 'task']);

export interface ImageWarningInput {
  type?: string;
  payloadType?: string;
  componentType?: string;
  /** Whether the component's definition has an `image` field. */
  hasImageField: boolean;
}

/** A registry payload updates the component's image: warn when the component cannot take one. */
export function needsImageWarning({
  type,
  payloadType,
  componentType,
  hasImageField,
}: ImageWarningInput): boolean {
  if (type !== 'webhook' || !payloadType || payloadType === 'custom' || !componentType) return false;
  return !IMAGE_WORKLOADS.has(componentType) && !hasImageField;
}
