import Avatar from '@mui/material/Avatar';
import { initialsOf } from './addonRules';

/** Only these icon addresses pass the page's CSP (img-src https: data:); others get the initials. */
const SHOWN_PROTOCOLS = new Set(['https:', 'data:']);

function iconSource(icon: string | undefined): string | undefined {
  if (!icon) return undefined;
  try {
    return SHOWN_PROTOCOLS.has(new URL(icon).protocol) ? icon : undefined;
  } catch {
    return undefined;
  }
}

/** The addon's icon, or its initials; decorative beside the name. */
export const AddonIcon = ({ name, icon }: { name: string; icon?: string }) => (
  <Avatar
    src={iconSource(icon)}
    alt=""
    variant="rounded"
    sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}
  >
    {initialsOf(name)}
  </Avatar>
);
