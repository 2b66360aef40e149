import { enc, type Schemas, type VerbContext } from './context';

type UIParameters = Schemas['*schema.UIParameter'][];

export const definitionVerbs = ({ http, apiUrl }: VerbContext) => ({
  /** Shows (`hiddenInUI: false`) or hides a definition; answers with its UI schema. */
  updateDefinitionStatus: async (name: string, body: Schemas['v1.UpdateDefinitionStatusRequest']) =>
    (await http(`${apiUrl}/definitions/${enc(name)}/status`, { method: 'PUT', body })).json as UIParameters,
  /** Stores a definition's custom UI schema; answers with the UI schema patched by it. */
  updateDefinitionUiSchema: async (name: string, body: Schemas['v1.UpdateUISchemaRequest']) =>
    (await http(`${apiUrl}/definitions/${enc(name)}/uischema`, { method: 'PUT', body })).json as UIParameters,
});
