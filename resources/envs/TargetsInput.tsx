import { names } from '@dataProvider/requestBodies';
import { displayName } from '@dataProvider/displayName';
import type { components } from '../../contract/api';
import { SelectArrayInput, useGetList } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { targetRules } from './envValidation';

type Target = components['schemas']['v1.TargetBase'] & { id: string };

/** Every target of a project fits one page of the picker. */
const ALL_TARGETS = { page: 1, perPage: 100 };

/** A target as the picker shows it: its alias or name, and where it delivers. */
const targetLabel = (target: Target) =>
  `${displayName(target)}(${target.cluster?.clusterName ?? ''}/${target.cluster?.namespace ?? ''})`;

/** The targets of the environment, chosen among those of its project. */
export const TargetsInput = () => {
  const project = String(useWatch({ name: 'project.name' }) ?? '');
  const { data: targets = [], isPending } = useGetList<Target>(
    'projectTargets',
    { pagination: ALL_TARGETS, meta: { project } },
    { enabled: project !== '' },
  );
  return (
    <SelectArrayInput
      source="targets"
      choices={targets}
      optionValue="name"
      optionText={targetLabel}
      format={names}
      validate={targetRules}
      isPending={project !== '' && isPending}
      disabled={project === ''}
    />
  );
};
