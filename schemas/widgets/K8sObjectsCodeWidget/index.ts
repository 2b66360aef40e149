export { K8sObjectsCodeField } from './K8sObjectsCodeField';
