import type { ResourceProps } from 'react-admin';

/** What a resource folder's index.ts exports; App.tsx spreads it into a <Resource>. */
export type ResourceDefinition = Omit<ResourceProps, 'name'>;
