import AppsIcon from '@mui/icons-material/Apps';
import Avatar from '@mui/material/Avatar';

/** Only these icon addresses pass the page's CSP (img-src https: data:); anything else gets the default. */
const SHOWN_PROTOCOLS = new Set(['https:', 'data:']);

function iconSource(icon: unknown): string | undefined {
  if (typeof icon !== 'string' || !icon) return undefined;
  try {
    return SHOWN_PROTOCOLS.has(new URL(icon).protocol) ? icon : undefined;
  } catch {
    return undefined;
  }
}

/** The application's icon, or the default one; decorative beside the name. */
export const AppIcon = ({ icon }: { icon?: string }) => {
  const source = iconSource(icon);
  return (
    <Avatar src={source} alt="" variant="rounded" sx={{ bgcolor: 'primary.main', width: 40, height: 40 }}>
      <AppsIcon />
    </Avatar>
  );
};
