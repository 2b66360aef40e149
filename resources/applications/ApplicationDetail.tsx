import { ComingSoon } from '@src/common/ComingSoon';
import { useGetResourceLabel, useParams } from 'react-admin';

/** Every page under /applications/{appName}/… (config, revisions, workflows, envbinding…). */
export const ApplicationDetail = () => {
  const { appName } = useParams<{ appName: string }>();
  const getLabel = useGetResourceLabel();
  return <ComingSoon title={`${getLabel('applications', 1)} ${appName ?? ''}`} />;
};
