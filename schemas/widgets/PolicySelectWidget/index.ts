export { PolicySelectWidget } from './PolicySelectWidget';
