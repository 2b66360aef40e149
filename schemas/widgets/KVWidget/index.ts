export { KVField } from './KVField';
