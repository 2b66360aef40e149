export { MemoryNumberWidget } from './MemoryNumberWidget';
