export { HelmRepoSelectWidget } from './HelmRepoSelectWidget';
