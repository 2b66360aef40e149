export { HelmValuesField } from './HelmValuesField';
