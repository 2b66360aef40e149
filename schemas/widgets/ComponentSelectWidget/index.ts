export { ComponentSelectWidget } from './ComponentSelectWidget';
