import { ERROR_SHOWN_BY_PAGE } from '@src/common/kit';
import { useGetList } from 'react-admin';

/** A workflow step type as the definitions list names it. */
export interface StepDefinition {
  id: string;
  name: string;
  alias?: string;
  category?: string;
}

/** The specification's order of step categories; others follow, and no category reads as Custom. */
export const STEP_CATEGORIES = [
  'Process Control',
  'Application Delivery',
  'Resource Management',
  'Terraform',
  'Config Management',
  'CI Integration',
  'External Integration',
  'Scripts & Commands',
  'Custom',
];

const rank = (category: string | undefined) => {
  const index = STEP_CATEGORIES.indexOf(category || 'Custom');
  return index < 0 ? STEP_CATEGORIES.length : index;
};

/** Step types grouped by category (in the specification's order), by name within one. */
export const byCategory = (definitions: StepDefinition[]) =>
  [...definitions].sort(
    (a, b) =>
      rank(a.category) - rank(b.category) ||
      (a.category ?? '').localeCompare(b.category ?? '') ||
      a.name.localeCompare(b.name),
  );

const WHOLE_LIST = { page: 1, perPage: Number.MAX_SAFE_INTEGER };

/** Where steps run: an application's workflow, or a pipeline's run (WorkflowRun). */
export type StepScope = 'Application' | 'WorkflowRun';

/** The step types the scope may use (GET /definitions?type=workflowstep&scope=...). */
export const useStepDefinitions = (scope: StepScope = 'Application') =>
  useGetList<StepDefinition>(
    'definitions',
    {
      filter: { type: 'workflowstep', scope },
      pagination: WHOLE_LIST,
      meta: ERROR_SHOWN_BY_PAGE,
    },
    { retry: false },
  );
