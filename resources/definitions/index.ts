import SchemaIcon from '@mui/icons-material/Schema';
import type { MessageTree } from '@src/i18n/messageTree';
import type { Feature } from '@src/registry/feature';
import { featureMessages } from '@src/registry/messages';
import { lazyNamed } from '@src/routing/lazyNamed';
import { page, redirect } from '@src/routing/pageRoute';
import { under } from '@src/routing/under';
import { DEFAULT_DEFINITION_TYPE } from './definitionTypes';

const DefinitionList = lazyNamed(() => import('./DefinitionList'), 'DefinitionList');
const DefinitionUiSchema = lazyNamed(() => import('./DefinitionUiSchema'), 'DefinitionUiSchema');

export const definitionsFeature: Feature = {
  name: 'definitions',
  routes: [
    redirect('/definitions', `/definitions/${DEFAULT_DEFINITION_TYPE}/config`),
    redirect('/definitions/:definitionType', 'config'),
    page('/definitions/:definitionType/config', DefinitionList),
    page('/definitions/:definitionType/:definitionName/ui-schema', DefinitionUiSchema),
  ],
  menus: [
    {
      key: 'definitions',
      workspace: 'extension',
      position: 20,
      labelKey: 'vela.menu.definitions',
      to: '/definitions',
      icon: SchemaIcon,
      access: { action: 'list', resource: 'definition:*' },
      matches: under('/definitions'),
    },
  ],
  permissions: { definitions: 'definition:{name}' },
  messages: featureMessages(
    'definitions',
    import.meta.glob<MessageTree>('./messages.ts', { eager: true, import: 'en' }),
    import.meta.glob<MessageTree>('./messages.zh.ts', { import: 'zh' }),
  ),
};

// What other features use: a definition's properties as a form. The input is small and registers its field
// with the form it is in at once; the form library behind it (the schema forms) loads when it is drawn.
export { DefinitionPropertiesInput } from './form/DefinitionPropertiesInput';
export { useDefinition, type DefinitionDetail } from './form/useDefinition';
export { useFormLookups } from './form/useFormLookups';
export type { DefinitionFormProps } from './form/DefinitionForm';
/** A definition's UI schema as a form (a config's properties): a chunk of its own, with the form library. */
export const DefinitionForm = lazyNamed(() => import('./form/DefinitionForm'), 'DefinitionForm');
