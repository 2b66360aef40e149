import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import type { Schemas } from '@dataProvider/verbs/context';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { keepLocalCluster } from '../addonClusters';

interface Props {
  allClusters: readonly Schemas['v1.NameAlias'][];
  deployed: ReadonlySet<string>;
  value: readonly string[];
  onChange: (clusters: string[]) => void;
}

/** The clusters to deploy the addon to; the local cluster stays checked, with the spec's warning. */
export const AddonClusterPicker = ({ allClusters, deployed, value, onChange }: Props) => {
  const translate = useTranslate();
  const [localWarning, setLocalWarning] = useState(false);
  const toggle = (cluster: string, checked: boolean) => {
    const chosen = checked ? [...value, cluster] : value.filter((other) => other !== cluster);
    const { clusters, localRestored } = keepLocalCluster(chosen);
    setLocalWarning(localRestored);
    onChange(clusters);
  };
  return (
    <FormControl component="fieldset" required sx={{ mt: 2, display: 'block' }}>
      <FormLabel component="legend">{translate('resources.addons.detail.clusters')}</FormLabel>
      <FormGroup row>
        {allClusters.map(({ name, alias }) => {
          const shown = alias || name;
          return (
            <FormControlLabel
              key={name}
              label={
                deployed.has(name)
                  ? translate('resources.addons.detail.clusterEnabled', { cluster: shown })
                  : shown
              }
              control={
                <Checkbox
                  size="small"
                  checked={value.includes(name)}
                  onChange={(event) => toggle(name, event.target.checked)}
                />
              }
            />
          );
        })}
      </FormGroup>
      {localWarning ? (
        <FormHelperText role="status" sx={{ color: 'warning.main' }}>
          {translate('resources.addons.validation.localRequired')}
        </FormHelperText>
      ) : null}
    </FormControl>
  );
};
