import { useStepDefinitions } from '../stepDefinitions';
import { CANARY_DEPLOY_TYPE } from './canaryTransform';

/**
 * Whether the cluster has the canary-deploy step (the kruise-rollout addon installs it), read from the
 * step types the studio offers; `available` is undefined until they are loaded.
 */
export function useCanaryDefinition() {
  const { data, error, refetch, isRefetching } = useStepDefinitions();
  const available = data ? data.some((definition) => definition.name === CANARY_DEPLOY_TYPE) : undefined;
  return { available, error, retry: () => void refetch(), retrying: isRefetching };
}
