export { SecretKeySelectField } from './SecretKeySelectField';
