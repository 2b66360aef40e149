import { ComingSoon } from '@src/common/ComingSoon';
import { useParams, useTranslate } from 'react-admin';

/** /manage/plugins/{pluginId}/config. */
export const PluginConfig = () => {
  const translate = useTranslate();
  const { pluginId } = useParams<{ pluginId: string }>();
  return <ComingSoon title={`${translate('vela.plugin.config')} · ${pluginId ?? ''}`} />;
};
