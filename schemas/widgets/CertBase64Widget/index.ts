export { CertBase64Widget } from './CertBase64Widget';
