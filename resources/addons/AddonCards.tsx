import Grid from '@mui/material/Grid';
import type { AddonSummary } from '@dataProvider/verbs/addons';
import { EmptyState } from '@src/common/kit';
import { AddonCard } from './AddonCard';

interface Props {
  addons: readonly AddonSummary[];
  enabled: ReadonlySet<string>;
  linkTo: (name: string) => string;
}

/** The addon cards in a responsive grid, or the empty placeholder. */
export const AddonCards = ({ addons, enabled, linkTo }: Props) => {
  if (addons.length === 0) return <EmptyState text="resources.addons.empty" />;
  return (
    <Grid container spacing={2}>
      {addons.map((addon) => (
        <Grid key={addon.name} size={{ xs: 12, sm: 6, lg: 4, xl: 3 }}>
          <AddonCard addon={addon} enabled={enabled.has(addon.name)} to={linkTo(addon.name)} />
        </Grid>
      ))}
    </Grid>
  );
};
