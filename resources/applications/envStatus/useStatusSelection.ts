import { useUrlParams } from '@src/common/kit';
import { useCallback } from 'react';

export const STATUS_TABS = ['overview', 'resourceGraph', 'applicationGraph'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

const DEFAULT_TAB: StatusTab = 'resourceGraph';

export interface StatusSelection {
  /** The chosen target and component; undefined means all. */
  target?: string;
  component?: string;
  tab: StatusTab;
  choose: (key: 'target' | 'component' | 'tab', value: string | undefined) => void;
}

/** What the status page shows, kept in the address (`?target=…&component=…&tab=overview`) so a link shows the same view. */
export function useStatusSelection(): StatusSelection {
  const [params, change] = useUrlParams();
  const tab = STATUS_TABS.find((candidate) => candidate === params.get('tab')) ?? DEFAULT_TAB;
  const choose = useCallback(
    (key: 'target' | 'component' | 'tab', value: string | undefined) =>
      change({ [key]: key === 'tab' && value === DEFAULT_TAB ? undefined : value }),
    [change],
  );
  return {
    target: params.get('target') || undefined,
    component: params.get('component') || undefined,
    tab,
    choose,
  };
}
