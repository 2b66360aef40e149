import { DefinitionForm, type DefinitionFormProps } from '@resources/definitions';

/** A config template's form: the definition form, with the configs' own notice when it has no UI schema. */
export const PropertiesForm = (props: Omit<DefinitionFormProps, 'lookups' | 'noTemplateDetail'>) => (
  <DefinitionForm {...props} noTemplateDetail="resources.configs.noTemplateDetail" />
);
