import type { components } from '../../contract/api';

/** A definition as the list holds it: the API's base fields, with its name as id. */
export type Definition = components['schemas']['v1.DefinitionBase'] & { id: string };

/** A definition with its UI schema, as GET /definitions/{name} answers. */
export type DefinitionDetail = components['schemas']['v1.DetailDefinitionResponse'] & { id: string };

/** The permission resource of one definition, for the `update` checks of its toggle and its UI schema. */
export const definitionPermission = (name: string) => `definition:${name}`;
