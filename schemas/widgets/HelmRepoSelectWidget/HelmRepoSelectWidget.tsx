import type { VelaWidgetProps } from '../../formContext';
import type { HelmRepo } from '../../lookups';
import { LookedUpChoiceWidget } from '../shared/LookedUpChoiceWidget';
import { useLookup } from '../shared/useLookup';

/** Offered whatever the server lists (the server never lists it: VelaUX's picker adds it too). */
const BUILT_IN_HELM_REPO: HelmRepo = { url: 'https://charts.bitnami.com/bitnami', type: 'helm' };

/** The project's repositories, then the built-in one unless a config already names its URL. */
function offeredRepos(listed: readonly HelmRepo[]): HelmRepo[] {
  const known = listed.some((repo) => repo.url === BUILT_IN_HELM_REPO.url);
  return known ? [...listed] : [...listed, BUILT_IN_HELM_REPO];
}

/** A helm repository URL, picked from the known repositories or typed. */
export function HelmRepoSelectWidget(props: VelaWidgetProps) {
  const { lookups } = props.registry.formContext;
  const state = useLookup(
    lookups ? 'helm-repos' : undefined,
    lookups ? () => lookups.helmRepos() : undefined,
  );
  const repos = offeredRepos(state.status === 'ready' ? state.data : []);
  return (
    <LookedUpChoiceWidget
      widget={props}
      choices={repos.map((repo) => ({ value: repo.url, label: repo.label ?? repo.url }))}
      state={state}
    />
  );
}
