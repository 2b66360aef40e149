import { DefinitionPropertiesInput } from '@resources/definitions';
import { useWatch } from 'react-hook-form';

/** Step two of New Application: the main component's properties, from its type's UI schema. */
export const MainComponentProperties = () => {
  const componentType = useWatch({ name: 'componentType' }) as string | undefined;
  return (
    <DefinitionPropertiesInput
      definitionType="component"
      definition={componentType || undefined}
      mode="create"
      invalidMessage="resources.applications.validation.properties"
    />
  );
};
