/**
 * The resources the console builds from declarations alone (docs/declared-resources.md): TypeScript
 * objects, or JSON files checked as they load. Adding one here gives it a menu entry, list, show, create,
 * edit and delete pages.
 */
import { declarePermissionResource } from '@authProvider/canAccess';
import type { ResourceDeclaration } from '@dataProvider/declared/declaration';
import { jsonDeclarations } from './jsonDeclaration';

export { declarationProblem } from './jsonDeclaration';
import releaseNotes from './releaseNotes.json' with { type: 'json' };
import { roles } from './roles';
import { targets } from './targets';

export const declarations: readonly ResourceDeclaration[] = [
  roles,
  targets,
  ...jsonDeclarations({ 'releaseNotes.json': releaseNotes }),
];

for (const { name, permission } of declarations) declarePermissionResource(name, permission);

/** The declared resources that live under /api/v1, read and written by the VelaUX data provider. */
export const velaDeclarations = declarations.filter(({ provider }) => provider === 'vela');

/** The declared resources under /extensions, in react-admin's simple REST convention. */
export const simpleRestDeclarations = declarations.filter(({ provider }) => provider === 'simple-rest');
