import type { RaRecord } from 'react-admin';

/** A config template, as GET /config_templates lists it. */
export interface ConfigTemplate extends RaRecord {
  name: string;
  alias: string;
  namespace: string;
  description: string;
  scope: string;
  sensitive: boolean;
}

/** The template detail: the UI schema the properties are edited with. */
export interface ConfigTemplateDetail extends ConfigTemplate {
  uiSchema?: unknown[] | null;
}

/** A platform config, as GET /configs lists it (properties only when it is not sensitive). */
export interface Config extends RaRecord {
  name: string;
  alias: string;
  description: string;
  template: { name: string; namespace: string };
  sensitive: boolean;
  shared: boolean;
  createdTime: string;
  properties?: Record<string, unknown>;
}

/** The permission resource of one config (specification: `config:{name}` delete). */
export const configPermission = (name: string) => `config:${name}`;

/** A sensitive config cannot be read back, and a shared one belongs to the platform: neither opens. */
export const isEditable = (config: Config) => !config.sensitive && !config.shared;

/** Templates were once named with a `config-` prefix (`config-image-registry`); links still use it. */
export const legacyTemplateName = (name: string) => name.replace(/^config-/, '');

const DISTRIBUTED_TEMPLATES = new Set(['image-registry', 'helm-repository', 'tls-certificate']);

/** Configs of these templates reach applications only once they are distributed to clusters. */
export const needsDistribution = (templateName: string) =>
  DISTRIBUTED_TEMPLATES.has(legacyTemplateName(templateName));

export const templatePath = (name: string) => `/configs/${encodeURIComponent(name)}/config`;
