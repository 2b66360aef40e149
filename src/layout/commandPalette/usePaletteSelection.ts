import { useState } from 'react';
import type { PaletteSection } from './paletteItems';

/**
 * The selected item's id, for cmdk's controlled `value`: the one the user moved to with the arrows,
 * until the best match changes (another search, or records arriving that match better), which then
 * becomes the selection, so Enter always takes what is shown first.
 */
export function usePaletteSelection(sections: PaletteSection[]): [string, (id: string) => void] {
  const best = sections.find(({ items }) => items.length > 0)?.items[0]?.id ?? '';
  const [selected, setSelected] = useState(best);
  const [shownBest, setShownBest] = useState(best);
  if (best !== shownBest) {
    setShownBest(best);
    setSelected(best);
  }
  return [selected, setSelected];
}
