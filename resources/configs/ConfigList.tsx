import { ComingSoon } from '@src/common/ComingSoon';
import { useGetResourceLabel, useParams } from 'react-admin';

/** /configs/{templateName}/config: the configs made from one template. */
export const ConfigList = () => {
  const getLabel = useGetResourceLabel();
  const { templateName } = useParams<{ templateName: string }>();
  return <ComingSoon title={`${getLabel('configs', 2)} · ${templateName ?? ''}`} />;
};
