import ExtensionIcon from '@mui/icons-material/Extension';
import Avatar from '@mui/material/Avatar';
import { useTranslate } from 'react-admin';
import { pluginImageSrc } from './pluginImage';

/** The plugin's logo, or the plugin icon when it has none that may load. */
export const PluginLogo = ({ name, path, size }: { name: string; path?: string; size: number }) => {
  const translate = useTranslate();
  const src = pluginImageSrc(path);
  return (
    <Avatar
      variant="rounded"
      src={src}
      alt={src ? translate('resources.plugins.logo', { name }) : undefined}
      sx={{ width: size, height: size, bgcolor: 'action.selected', color: 'text.primary' }}
    >
      <ExtensionIcon aria-hidden />
    </Avatar>
  );
};
