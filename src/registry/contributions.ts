import type { ResourceDeclaration } from '@dataProvider/declared/declaration';
import { createContext, useContext } from 'react';

/**
 * Declarations contributed at run time by enabled plugins (docs/plugins.md), kept in one place the
 * console's composition owns (src/providers.ts): its data provider reads them at their paths, its
 * `canAccess` checks them against their permissions, and the plugin pages make them known.
 */
export interface Contributions {
  /** Makes a plugin's declarations known; the console's names, and names taken before, stay theirs. */
  contribute: (offered: readonly ResourceDeclaration[]) => void;
  declaration: (name: string) => ResourceDeclaration | undefined;
}

/** Contributions that never take a name `isTaken` answers true for. */
export function createContributions(isTaken: (name: string) => boolean): Contributions {
  const contributed = new Map<string, ResourceDeclaration>();
  return {
    contribute: (offered) => {
      for (const declaration of offered) {
        if (!isTaken(declaration.name) && !contributed.has(declaration.name)) {
          contributed.set(declaration.name, declaration);
        }
      }
    },
    declaration: (name) => contributed.get(name),
  };
}

export const ContributionsContext = createContext<Contributions | undefined>(undefined);

/** The console's contributions, which App.tsx hands down. */
export function useContributions(): Contributions {
  const contributions = useContext(ContributionsContext);
  if (!contributions) throw new Error('useContributions is used outside the console');
  return contributions;
}
