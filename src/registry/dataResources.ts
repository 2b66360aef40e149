import type { ResourceDeclaration } from '@dataProvider/declared/declaration';
import { velaResources, type ResourceTable } from '@dataProvider/resourceMap';
import type { Feature } from './feature';

/**
 * The data provider's table: the VelaUX collections it knows, then the rows the features bring (each
 * declared `vela` resource's). A name the table already maps keeps its row: the targets are declared,
 * and keep the hand-written request bodies.
 */
export function resourceTable(features: readonly Feature[]): ResourceTable {
  const table: ResourceTable = { ...velaResources };
  for (const feature of features) {
    for (const [name, config] of Object.entries(feature.dataResources ?? {})) {
      if (!Object.hasOwn(table, name)) table[name] = config;
    }
  }
  return table;
}

/** The declared resources under /extensions, in react-admin's simple REST convention. */
export const simpleRestDeclarations = (features: readonly Feature[]): ResourceDeclaration[] =>
  features.flatMap(({ declaration }) => (declaration?.provider === 'simple-rest' ? [declaration] : []));
