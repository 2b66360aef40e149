/** Test support: config templates, configs and a data provider that answers for them like the server. */
import { HttpError, testDataProvider } from 'react-admin';
import type { CreateParams, DeleteParams, GetListParams, GetOneParams, UpdateParams } from 'react-admin';
import { vi } from 'vitest';
import { delayed } from '@src/test/latency';
import type { FakeUser } from '@src/test/users';
import type { Config, ConfigTemplateDetail } from './config';

const template = (name: string, alias: string, uiSchema: unknown[] = []): ConfigTemplateDetail => ({
  id: name,
  name,
  alias,
  namespace: 'vela-system',
  description: `The ${alias} template`,
  scope: 'project',
  sensitive: name.startsWith('terraform'),
  uiSchema,
});

const urlField = {
  jsonKey: 'url',
  uiType: 'Input',
  label: 'Url',
  description: 'The URL of the helm repository.',
  sort: 1,
  validate: { required: true, pattern: '^(https|http|oci)://.+' },
};

const passwordField = {
  jsonKey: 'password',
  uiType: 'Password',
  label: 'Password',
  description: 'The password of basic auth repo.',
  sort: 5,
};

/** In the order the server sends them (by alias); Dex Connector is the first. */
export const templates = [
  template('dex-connector', 'Dex Connector', [
    { jsonKey: 'type', uiType: 'Input', label: 'Type', sort: 1, validate: { defaultValue: 'github' } },
  ]),
  template('helm-repository', 'Helm Repository', [urlField, passwordField]),
  template('image-registry', 'Image Registry', []),
  template('terraform-alibaba', 'Terraform Provider for Alibaba Cloud'),
];

const config = (name: string, templateName: string, extra: Partial<Config> = {}): Config => ({
  id: name,
  name,
  alias: `${name} alias`,
  description: `The ${name} config`,
  template: { name: templateName, namespace: 'vela-system' },
  sensitive: false,
  shared: false,
  createdTime: '2024-05-01T10:20:30Z',
  ...extra,
});

export const charts = config('charts', 'helm-repository', {
  properties: { url: 'https://charts.example.com' },
});
/** As the sandbox sends it: the password hidden. */
export const privateCharts = config('private-charts', 'helm-repository', {
  properties: { url: 'https://private.example.com', password: '******' },
});
/** Stored without the type, which the form fills in with its default. */
export const sso = config('sso', 'dex-connector', { properties: {} });
export const mirror = config('mirror', 'helm-repository', { shared: true });
/** As the sandbox sends it: the password hidden. */
export const hub = config('hub', 'image-registry', {
  properties: { registry: 'hub.example.com', auth: { username: 'ci', password: '******' } },
});
/** As the real server sends it: the token in clear. */
export const legacyHub = config('legacy-hub', 'image-registry', {
  properties: { registry: 'legacy.example.com', auth: { username: 'bot', token: 'clear-token' } },
});
/** What a reveal of each config answers. */
const clearProperties: Record<string, Record<string, unknown>> = {
  hub: { registry: 'hub.example.com', auth: { username: 'ci', password: 'hunter2' } },
  'legacy-hub': legacyHub.properties ?? {},
};
export const alibaba = config('alibaba', 'terraform-alibaba', { sensitive: true });

/** May list configs, nothing else. */
export const configReader: FakeUser = {
  name: 'reader',
  platformPermissions: [{ name: 'read', resources: ['config:*'], actions: ['list'], effect: 'Allow' }],
  projectPermissions: {},
};

/** Answers template and config lists and details, config writes and reveals. */
export function configProvider(
  configs: Config[] = [charts, mirror, alibaba, sso, hub, legacyHub, privateCharts],
) {
  const getList = vi.fn(
    delayed((resource: string, { filter }: GetListParams) => {
      const rows =
        resource === 'configTemplates'
          ? templates
          : configs.filter((each) => each.template.name === filter.template);
      return { data: rows, total: rows.length };
    }),
  );
  const getOne = vi.fn(
    delayed((resource: string, { id }: GetOneParams) => {
      const rows: { id: unknown }[] = resource === 'configTemplates' ? templates : configs;
      const found = rows.find((row) => row.id === id);
      if (!found) throw new HttpError('HTTP 404', 404, null);
      return { data: found };
    }),
  );
  const create = vi.fn(
    delayed((_r: string, { data }: CreateParams) => ({ data: { ...data, id: data.name } })),
  );
  const update = vi.fn(delayed((_r: string, { id, data }: UpdateParams) => ({ data: { ...data, id } })));
  const deleteOne = vi.fn(delayed((_r: string, { id }: DeleteParams) => ({ data: { id } })));
  const revealConfig = vi.fn(delayed(({ name }: { name: string }) => clearProperties[name] ?? {}));
  const provider = testDataProvider({
    getList: getList as never,
    getOne: getOne as never,
    create: create as never,
    update: update as never,
    delete: deleteOne as never,
  });
  return Object.assign(provider, { getList, getOne, create, update, delete: deleteOne, revealConfig });
}
