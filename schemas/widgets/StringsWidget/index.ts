export { StringsWidget } from './StringsWidget';
