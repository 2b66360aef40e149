export { CPUNumberWidget } from './CPUNumberWidget';
