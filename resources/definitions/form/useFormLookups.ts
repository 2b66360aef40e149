import type { VelaDataProvider } from '@dataProvider/index';
import type { FormLookups } from '@schemas/lookups';
import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { DefinitionDetail } from './useDefinition';

export interface FormLookupScope {
  /** The project whose configs (image registries, helm repositories) the fields may use. */
  project: string;
  /** The application being edited: its components and policies. */
  app?: string;
  /** The application's namespace, where terraform writes the secrets of cloud resources. */
  namespace?: string;
}

const missing = (what: string) => Promise.reject(new Error(`No ${what} to look in`));

/** The server data the properties forms' fields ask for, bound to one project and application. */
export function useFormLookups({ project, app, namespace }: FormLookupScope): FormLookups {
  const dataProvider = useDataProvider<VelaDataProvider>();
  return useMemo<FormLookups>(() => {
    const secrets = () => (namespace ? dataProvider.lookupCloudSecrets(namespace) : missing('namespace'));
    return {
      imageInfo: (name) => dataProvider.lookupImageInfo(project, name),
      helmRepos: () => dataProvider.lookupHelmRepos(project),
      helmCharts: (repo) => dataProvider.lookupHelmCharts(project, repo),
      helmChartVersions: (repo, chart) => dataProvider.lookupHelmChartVersions(project, repo, chart),
      helmChartValues: (repo, chart, version) =>
        dataProvider.lookupHelmChartValues(project, repo, chart, version),
      secrets: async () => (await secrets()).map(({ name, alias }) => ({ name, alias })),
      secretKeys: async (secretName) =>
        (await secrets()).find((secret) => secret.name === secretName)?.keys ?? [],
      components: () => (app ? dataProvider.lookupAppComponents(app) : missing('application')),
      policies: () => (app ? dataProvider.lookupAppPolicies(app) : missing('application')),
      componentUISchema: async (type) => {
        const meta = { type: 'component', ...ERROR_SHOWN_BY_PAGE };
        const { data } = await dataProvider.getOne<DefinitionDetail>('definitions', { id: type, meta });
        return data.uiSchema ?? [];
      },
    };
  }, [dataProvider, project, app, namespace]);
}
