/** The request body of the platform settings (`PUT /system_info`), from the settings form's values. */
import type { components } from '../../contract/api';

type Schemas = components['schemas'];
type ProjectRef = Schemas['model.ProjectRef'];

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Each default-project row as `{name, roles}`; rows without a project are dropped. */
function projectRefs(rows: unknown): ProjectRef[] {
  if (!Array.isArray(rows)) return [];
  return rows.flatMap((row: unknown) =>
    isObject(row) && typeof row.name === 'string' && row.name
      ? [{ name: row.name, roles: strings(row.roles) }]
      : [],
  );
}

export function systemSettingsBody(values: Record<string, unknown>): Schemas['v1.SystemInfoRequest'] {
  return {
    enableCollection: values.enableCollection === true,
    loginType: typeof values.loginType === 'string' ? values.loginType : 'local',
    velaAddress: typeof values.velaAddress === 'string' ? values.velaAddress.trim() : '',
    dexUserDefaultProjects: projectRefs(values.dexUserDefaultProjects),
  };
}
