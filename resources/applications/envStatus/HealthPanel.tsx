import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { AppStatus } from '@dataProvider/verbs/envStatus';
import { StatusChip } from '@src/common/kit';
import { useTranslate } from 'react-admin';

const HEALTH = 'resources.appEnvStatus.health';

const Health = ({ healthy }: { healthy: boolean }) => (
  <StatusChip
    label={`${HEALTH}.${healthy ? 'healthy' : 'unhealthy'}`}
    tone={healthy ? 'succeeded' : 'failed'}
  />
);

interface HealthPanelProps {
  services: AppStatus['services'];
  /** The chosen target's cluster and the chosen component; none means all. */
  cluster?: string;
  component?: string;
}

/** Each component's health in the environment (Healthy or UnHealthy), with its traits' and the reason. */
export const HealthPanel = ({ services, cluster, component }: HealthPanelProps) => {
  const translate = useTranslate();
  const shown = (services ?? []).filter(
    (service) => (!cluster || service.cluster === cluster) && (!component || service.name === component),
  );
  return (
    <section aria-labelledby="env-health-title">
      <Typography id="env-health-title" variant="subtitle1" component="h2" sx={{ mb: 1 }}>
        {translate(`${HEALTH}.title`)}
      </Typography>
      {shown.length === 0 ? (
        <Typography color="text.secondary">{translate(`${HEALTH}.empty`)}</Typography>
      ) : (
        <Table size="small">
          <TableHead>
            <TableRow>
              {['component', 'cluster', 'namespace', 'health', 'traits', 'message'].map((column) => (
                <TableCell key={column}>{translate(`${HEALTH}.${column}`)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {shown.map((service) => (
              <TableRow key={`${service.cluster ?? ''}/${service.namespace ?? ''}/${service.name}`}>
                <TableCell>{service.name}</TableCell>
                <TableCell>{service.cluster}</TableCell>
                <TableCell>{service.namespace}</TableCell>
                <TableCell>
                  <Health healthy={service.healthy} />
                </TableCell>
                <TableCell>
                  {(service.traits ?? []).map((trait) => (
                    <span key={trait.type}>
                      {trait.type}: <Health healthy={trait.healthy} />{' '}
                    </span>
                  ))}
                </TableCell>
                <TableCell>{service.message}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </section>
  );
};
