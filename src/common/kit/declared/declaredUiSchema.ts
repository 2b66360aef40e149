import type { UIParam } from '@schemas/types';
import { fromOpenApi } from '@schemas/translate/fromOpenApi';
import type { DeclaredFormSchema } from '@dataProvider/declared/declaration';
import { textIn } from './declarationProps';

/**
 * The KubeVela UI schema of a declared JSON schema form in the user's language: the items `fromOpenApi`
 * makes, in the order the properties are written, worded by `labels` and `help`, `immutable` ones fixed
 * when editing.
 */
export function declaredUiSchema(formSchema: DeclaredFormSchema, locale: string): UIParam[] {
  const { jsonSchema, labels = {}, help = {}, immutable = [] } = formSchema;
  const order = Object.keys(jsonSchema.properties ?? {});
  return fromOpenApi(jsonSchema).map((param) => {
    const label = labels[param.jsonKey];
    const description = help[param.jsonKey];
    return {
      ...param,
      label: label ? textIn(label, locale) : param.label,
      description: description ? textIn(description, locale) : param.description,
      sort: order.indexOf(param.jsonKey),
      validate: { ...param.validate, immutable: immutable.includes(param.jsonKey) },
    };
  });
}
