export { StructsField } from './StructsField';
