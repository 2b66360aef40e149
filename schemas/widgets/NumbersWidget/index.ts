export { NumbersWidget } from './NumbersWidget';
