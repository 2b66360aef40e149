import { PanelBoundary } from '@src/common/kit/PanelBoundary';
import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense } from 'react';
import type { Workspace } from '../navigation/navigation';
import type { PaletteState } from './usePalette';

// cmdk and the record sources load on the first opening: the first page carries none of it.
const PaletteDialog = lazyNamed(() => import('./PaletteDialog'), 'PaletteDialog');

/** The command palette of the signed-in console, loaded the first time it opens. */
export const CommandPalette = ({
  open,
  wanted,
  close,
  workspaces,
}: Pick<PaletteState, 'open' | 'wanted' | 'close'> & { workspaces: Workspace[] }) =>
  wanted ? (
    // A palette that cannot load (its code unreachable) says so instead of taking the console down.
    <PanelBoundary name="vela.palette.title">
      <Suspense fallback={null}>
        <PaletteDialog open={open} onClose={close} workspaces={workspaces} />
      </Suspense>
    </PanelBoundary>
  ) : null;
