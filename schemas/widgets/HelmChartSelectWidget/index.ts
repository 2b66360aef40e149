export { HelmChartSelectField } from './HelmChartSelectField';
