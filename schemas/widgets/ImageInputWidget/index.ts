export { ImageInputWidget } from './ImageInputWidget';
