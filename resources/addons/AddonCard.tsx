import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AddonSummary } from '@dataProvider/verbs/addons';
import { useId } from 'react';
import { LinkBase, useTranslate } from 'react-admin';
import { DEFAULT_VERSION, EXPERIMENTAL_REGISTRY } from './addonRules';
import { AddonIcon } from './AddonIcon';
import { AddonTag } from './AddonTag';

interface Props {
  addon: AddonSummary;
  enabled: boolean;
  /** Where the name leads: the addon's drawer over this list, its filters kept. */
  to: string;
}

/** One addon: icon or initials, name, description, tags, version and its Enabled or Experimental marks. */
export const AddonCard = ({ addon, enabled, to }: Props) => {
  const translate = useTranslate();
  const titleId = useId();
  const experimental = addon.registryName === EXPERIMENTAL_REGISTRY;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 1 }}>
          <AddonIcon name={addon.name} icon={addon.icon} />
          <Typography id={titleId} variant="h6" component="h2" sx={{ flex: 1, overflowWrap: 'anywhere' }}>
            <Link component={LinkBase} to={to}>
              {addon.name}
            </Link>
          </Typography>
          {enabled ? (
            <Chip size="small" color="success" label={translate('resources.addons.enabled')} />
          ) : null}
        </Stack>
        <Typography variant="body2" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
          {addon.description}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mb: 1 }}>
          {experimental ? (
            <Chip
              size="small"
              color="warning"
              variant="outlined"
              label={translate('resources.addons.experimental')}
            />
          ) : null}
          {(addon.tags ?? []).map((tag) => (
            <AddonTag key={tag} tag={tag} />
          ))}
        </Stack>
        {experimental ? (
          <Alert severity="warning" sx={{ py: 0, mb: 1 }}>
            {translate('resources.addons.experimentalWarning')}
          </Alert>
        ) : null}
        <Typography variant="caption" color="text.secondary">
          {translate('resources.addons.fields.version')}: {addon.version || DEFAULT_VERSION}
        </Typography>
      </CardContent>
    </Card>
  );
};
