export { IgnoreField } from './IgnoreField';
