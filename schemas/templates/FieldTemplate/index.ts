export { FieldTemplate } from './FieldTemplate';
