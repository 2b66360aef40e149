import BadgeIcon from '@mui/icons-material/Badge';
import DescriptionIcon from '@mui/icons-material/Description';
import ExtensionIcon from '@mui/icons-material/Extension';
import NewReleasesIcon from '@mui/icons-material/NewReleases';
import StorageIcon from '@mui/icons-material/Storage';
import TrackChangesIcon from '@mui/icons-material/TrackChanges';
import type { DeclaredIconName } from '@dataProvider/declared/declaration';
import type { ComponentType } from 'react';

/** The icon of each name a declaration may give (`DeclaredIconName`). */
export const DECLARED_ICONS = {
  badge: BadgeIcon,
  description: DescriptionIcon,
  extension: ExtensionIcon,
  newReleases: NewReleasesIcon,
  storage: StorageIcon,
  trackChanges: TrackChangesIcon,
} satisfies Record<DeclaredIconName, ComponentType>;

export const declaredIcon = (name: DeclaredIconName | undefined): ComponentType =>
  DECLARED_ICONS[name ?? 'extension'] ?? ExtensionIcon;
