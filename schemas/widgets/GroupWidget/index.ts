export { GroupField } from './GroupField';
