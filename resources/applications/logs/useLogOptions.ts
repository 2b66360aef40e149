import { useUrlParams } from '@src/common/kit';
import type { LogSwitchValues } from './LogSwitches';
import { autoRefreshOn, selectionKey } from './refreshRule';

const DEFAULTS: LogSwitchValues = {
  timestamps: false,
  autoRefresh: true,
  previous: false,
  follow: true,
  wrap: false,
};

const onOff = (on: boolean) => (on ? 'on' : 'off');

/**
 * The log search and switches, kept in the address (`?q=&timestamps=on&follow=off`) beside the pod and
 * container; a switch at its default is left out. Turning auto refresh off names the pod and container it
 * was turned off for, so it is on again for any other (spec §9). Typing replaces the address, never adds to
 * the history.
 */
export function useLogOptions(pod: string, container: string) {
  const [params, change] = useUrlParams();
  const named = (name: keyof LogSwitchValues) => {
    const value = params.get(name);
    return value === onOff(!DEFAULTS[name]) ? !DEFAULTS[name] : DEFAULTS[name];
  };
  const refreshChoice = params.has('autoRefresh')
    ? {
        source: selectionKey(params.get('pod') ?? '', params.get('container') ?? ''),
        on: named('autoRefresh'),
      }
    : undefined;
  const values: LogSwitchValues = {
    timestamps: named('timestamps'),
    autoRefresh: autoRefreshOn(refreshChoice, selectionKey(pod, container)),
    previous: named('previous'),
    follow: named('follow'),
    wrap: named('wrap'),
  };
  const switchValue = (name: keyof LogSwitchValues, on: boolean) =>
    on === DEFAULTS[name] ? undefined : onOff(on);
  const setSwitch = (name: keyof LogSwitchValues, on: boolean) =>
    change(
      name === 'autoRefresh'
        ? { autoRefresh: switchValue(name, on), pod, container }
        : { [name]: switchValue(name, on) },
    );
  // Searching stops following, so the first match stays in view.
  const setQuery = (text: string) =>
    change({ q: text, ...(text ? { follow: switchValue('follow', false) } : {}) });
  return { values, query: params.get('q') ?? '', setSwitch, setQuery };
}
