export { DiskNumberWidget } from './DiskNumberWidget';
