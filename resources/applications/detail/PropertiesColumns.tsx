import Box from '@mui/material/Box';
import { ComponentsColumn } from '../components/ComponentsColumn';
import { PoliciesColumn } from '../policies/PoliciesColumn';
import { TriggersColumn } from '../triggers/TriggersColumn';

/** The Properties tab: the Components, Policies and Triggers columns. */
export const PropertiesColumns = () => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, minmax(0, 1fr))' } }}>
    <ComponentsColumn />
    <PoliciesColumn />
    <TriggersColumn />
  </Box>
);
