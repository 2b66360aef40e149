import type { VerbDrivers } from './drivers';

const repo = { url: 'https://charts.example.com', secretName: 'x' };

export const drivers: VerbDrivers = {
  lookupImageInfo: (dp) => dp.lookupImageInfo('default', 'nginx:1.25'),
  lookupHelmRepos: (dp) => dp.lookupHelmRepos('default'),
  lookupHelmCharts: (dp) => dp.lookupHelmCharts('default', repo),
  lookupHelmChartVersions: (dp) => dp.lookupHelmChartVersions('default', repo, 'x'),
  lookupHelmChartValues: (dp) => dp.lookupHelmChartValues('default', repo, 'x', '1.0.0'),
  lookupCloudSecrets: (dp) => dp.lookupCloudSecrets('x'),
  lookupAppComponents: (dp) => dp.lookupAppComponents('x'),
  lookupAppPolicies: (dp) => dp.lookupAppPolicies('x'),
};
