import { ComingSoon } from '@src/common/ComingSoon';
import { useParams, useTranslate } from 'react-admin';

/** /plugins/{pluginId}/…: the app page a plugin contributes. */
export const PluginApp = () => {
  const translate = useTranslate();
  const { pluginId } = useParams<{ pluginId: string }>();
  return <ComingSoon title={`${translate('vela.plugin.app')} · ${pluginId ?? ''}`} />;
};
