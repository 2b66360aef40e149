export { SwitchWidget } from './SwitchWidget';
