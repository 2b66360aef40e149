import { lazyNamed } from '@src/routing/lazyNamed';
import { page, redirect } from '@src/routing/pageRoute';
import type { PageRoute } from '@src/routing/pageRoute';
import { DEFAULT_DEFINITION_TYPE } from './definitionTypes';

const DefinitionList = lazyNamed(() => import('./DefinitionList'), 'DefinitionList');
const DefinitionUiSchema = lazyNamed(() => import('./DefinitionUiSchema'), 'DefinitionUiSchema');

export const definitionRoutes: PageRoute[] = [
  redirect('/definitions', `/definitions/${DEFAULT_DEFINITION_TYPE}/config`),
  redirect('/definitions/:definitionType', 'config'),
  page('/definitions/:definitionType/config', DefinitionList),
  page('/definitions/:definitionType/:definitionName/ui-schema', DefinitionUiSchema),
];

// What other features use: a definition's properties as a form. The input is small and registers its field
// with the form it is in at once; the form library behind it (the schema forms) loads when it is drawn.
export { DefinitionPropertiesInput } from './form/DefinitionPropertiesInput';
export { useDefinition, type DefinitionDetail } from './form/useDefinition';
export { useFormLookups } from './form/useFormLookups';
export type { DefinitionFormProps } from './form/DefinitionForm';
/** A definition's UI schema as a form (a config's properties): a chunk of its own, with the form library. */
export const DefinitionForm = lazyNamed(() => import('./form/DefinitionForm'), 'DefinitionForm');
