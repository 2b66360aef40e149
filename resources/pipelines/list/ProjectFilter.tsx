import { displayName } from '@dataProvider/displayName';
import type { components } from '../../../contract/api';
import { SelectInput, usePermissions } from 'react-admin';

type UserInfo = components['schemas']['v1.LoginUserInfoResponse'];

/** react-admin reads `source` and `alwaysOn` from a filter element's props. */
export interface FilterProps {
  source: string;
  alwaysOn: boolean;
}

/** The projects the user is a member of: /pipelines lists only theirs. */
export const ProjectFilter = ({ source }: FilterProps) => {
  const { permissions } = usePermissions<UserInfo>();
  const choices = (permissions?.projects ?? []).map((project) => ({
    id: project.name,
    name: displayName(project),
  }));
  return (
    <SelectInput
      source={source}
      label="resources.pipelines.filter.project"
      choices={choices}
      translateChoice={false}
    />
  );
};
