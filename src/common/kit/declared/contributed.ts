/**
 * Declarations contributed at run time by enabled plugins (docs/plugins.md): kept here once a plugin's
 * module is loaded, so the data provider and `canAccess` know the resources their pages ask for.
 */
import { declarePermissionResource } from '@authProvider/canAccess';
import { resourceNames } from '@dataProvider/resourceMap';
import { declarations } from '@resources/declarations';
import type { ResourceDeclaration } from '@dataProvider/declared/declaration';
import { declarationProblem } from '@resources/declarations';

const contributed = new Map<string, ResourceDeclaration>();

/**
 * The declarations a plugin exports that the console can build: simple REST resources under
 * /extensions, with words in both languages. A plugin cannot declare an /api/v1 resource.
 */
export function declarationsOf(value: unknown): ResourceDeclaration[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is ResourceDeclaration =>
      declarationProblem(entry) === undefined && (entry as ResourceDeclaration).provider === 'simple-rest',
  );
}

const isOurs = (name: string) =>
  resourceNames.includes(name) || declarations.some((declaration) => declaration.name === name);

/** Makes a plugin's declarations known; the console's resource names and names taken by a plugin before stay theirs. */
export function contributeDeclarations(offered: readonly ResourceDeclaration[]): void {
  for (const declaration of offered) {
    if (!isOurs(declaration.name) && !contributed.has(declaration.name)) {
      contributed.set(declaration.name, declaration);
      declarePermissionResource(declaration.name, declaration.permission);
    }
  }
}

export const contributedDeclaration = (name: string): ResourceDeclaration | undefined =>
  contributed.get(name);
