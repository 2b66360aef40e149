import { Resource, type ResourceDefinitions, type ResourceProps } from 'react-admin';

/** What react-admin's <Resource> registers for these props, known before anything is drawn. */
export const definitionsOf = (resources: readonly ResourceProps[]): ResourceDefinitions =>
  Object.fromEntries(resources.map((resource) => [resource.name, Resource.registerResource(resource)]));
