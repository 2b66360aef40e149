export { HelmChartVersionSelectField } from './HelmChartVersionSelectField';
