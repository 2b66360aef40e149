/**
 * The resources the console builds from declarations alone (docs/declared-resources.md): TypeScript
 * objects, or JSON files checked as they load. Adding one here gives it a menu entry, list, show, create,
 * edit and delete pages: src/features.ts makes each a feature.
 */
import type { ResourceDeclaration } from '@dataProvider/declared/declaration';
import { jsonDeclarations } from './jsonDeclaration';
import releaseNotes from './releaseNotes.json' with { type: 'json' };
import { roles } from './roles';
import { targets } from './targets';

export { declarationProblem } from './jsonDeclaration';

export const declarations: readonly ResourceDeclaration[] = [
  roles,
  targets,
  ...jsonDeclarations({ 'releaseNotes.json': releaseNotes }),
];
