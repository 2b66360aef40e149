export { ComponentPatchesField } from './ComponentPatchesField';
