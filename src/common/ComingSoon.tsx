import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** The page a screen shows until it is built: its title and a "… is coming soon" line. */
export const ComingSoon = ({ title }: { title: string }) => {
  const translate = useTranslate();
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', py: 6 }}>
        <ConstructionIcon />
        <Typography>{translate('vela.page.comingSoon', { name: title })}</Typography>
      </Box>
    </Box>
  );
};
