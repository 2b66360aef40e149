import { useUrlState } from '@src/common/kit';

export type StudioView = 'canvas' | 'yaml';

/** The studio's view, kept in the address: `?view=yaml`, else the canvas. */
export function useStudioView(): [StudioView, (view: StudioView) => void] {
  const [param, setParam] = useUrlState('view');
  const view: StudioView = param === 'yaml' ? 'yaml' : 'canvas';
  return [view, (next) => setParam(next === 'yaml' ? next : undefined)];
}
