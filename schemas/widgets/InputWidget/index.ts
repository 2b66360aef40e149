export { InputWidget } from './InputWidget';
