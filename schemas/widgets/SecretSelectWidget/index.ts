export { SecretSelectWidget } from './SecretSelectWidget';
