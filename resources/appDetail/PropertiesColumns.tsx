import Box from '@mui/material/Box';
import { TriggersColumn } from '@resources/appTriggers/TriggersColumn';
import { PagePlaceholder } from './PagePlaceholder';

/** The Properties tab: the Components, Policies and Triggers columns. */
export const PropertiesColumns = () => (
  <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(3, minmax(0, 1fr))' } }}>
    <PagePlaceholder title="resources.appDetail.columns.components" />
    <PagePlaceholder title="resources.appDetail.columns.policies" />
    <TriggersColumn />
  </Box>
);
