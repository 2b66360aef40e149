import BadgeIcon from '@mui/icons-material/Badge';
import DescriptionIcon from '@mui/icons-material/Description';
import ExtensionIcon from '@mui/icons-material/Extension';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import StorageIcon from '@mui/icons-material/Storage';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import type { ComponentType } from 'react';

/** The icons a declaration may name: declarations are data (JSON from a plugin too), so they name, not import. */
export const DECLARED_ICONS = {
  badge: BadgeIcon,
  description: DescriptionIcon,
  extension: ExtensionIcon,
  newReleases: NewReleasesIcon,
  storage: StorageIcon,
  trackChanges: TrackChangesIcon,
} satisfies Record<string, ComponentType>;

export type DeclaredIconName = keyof typeof DECLARED_ICONS;

export const declaredIcon = (name: DeclaredIconName | undefined): ComponentType =>
  DECLARED_ICONS[name ?? 'extension'] ?? ExtensionIcon;
