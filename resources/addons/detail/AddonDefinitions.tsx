import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { AddonDetail } from '@dataProvider/verbs/addons';
import { useTranslate } from 'react-admin';
import { DetailSection } from './DetailSection';

/** The definitions the addon installs: name, type and description. */
export const AddonDefinitions = ({ definitions }: { definitions: AddonDetail['definitions'] }) => {
  const translate = useTranslate();
  if (definitions.length === 0) return null;
  return (
    <DetailSection title="resources.addons.detail.definitions">
      <Alert severity="info" sx={{ mb: 1 }}>
        {translate('resources.addons.detail.definitionsNotice')}
      </Alert>
      <Table size="small">
        <TableHead>
          <TableRow>
            <TableCell>{translate('resources.addons.fields.name')}</TableCell>
            <TableCell>{translate('resources.addons.fields.type')}</TableCell>
            <TableCell>{translate('resources.addons.fields.description')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {definitions.map((definition) => (
            <TableRow key={`${definition.type ?? ''}/${definition.name ?? ''}`}>
              <TableCell>{definition.name}</TableCell>
              <TableCell>
                {translate(`resources.addons.kinds.${definition.type ?? ''}`, { _: definition.type ?? '' })}
              </TableCell>
              <TableCell>{definition.description}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </DetailSection>
  );
};
