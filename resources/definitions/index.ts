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
