import Box from '@mui/material/Box';
import { showsHidden } from '@authProvider/secretValues';
import type { VelaDataProvider } from '@dataProvider/index';
import { SecretValue } from '@src/common/kit';
import { useDataProvider } from 'react-admin';
import { configPermission } from './config';
import { propertyEntries, valueAt, valueText } from './configProperties';

interface ConfigPropertiesProps {
  name: string;
  properties?: Record<string, unknown>;
  /** The project of a project config; none for a platform config. */
  project?: string;
}

/**
 * A config's properties, one `path: value` line each. Secrets show hidden (as the sandbox sends them,
 * or hidden here when a server sends them in clear); who may update the config may reveal one.
 */
export const ConfigProperties = ({ name, properties, project }: ConfigPropertiesProps) => {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const entries = propertyEntries(properties ?? {});
  if (entries.length === 0) return <span>-</span>;
  const access = {
    action: 'update',
    resource: project ? `project:${project}/config:${name}` : configPermission(name),
  };
  const reveal = (path: string[]) => async () =>
    valueText(valueAt(await dataProvider.revealConfig({ name, project }), path) ?? '');
  return (
    <Box component="dl" sx={{ m: 0, typography: 'body2' }}>
      {entries.map(({ path, value }) => {
        const key = path.join('.');
        return (
          <Box key={key} sx={{ display: 'flex', gap: 0.5, alignItems: 'center', flexWrap: 'wrap' }}>
            <Box component="dt" sx={{ color: 'text.secondary' }}>{`${key}:`}</Box>
            <Box component="dd" sx={{ m: 0, wordBreak: 'break-all' }}>
              {showsHidden(path, value) ? (
                <SecretValue name={key} reveal={reveal(path)} access={access} />
              ) : (
                valueText(value)
              )}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
};
