import ConstructionIcon from '@mui/icons-material/Construction';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** A part of an application page that is not built yet: its heading and a "… is coming soon" line. */
export const PagePlaceholder = ({ title }: { title: string }) => {
  const translate = useTranslate();
  const name = translate(title, { _: title });
  return (
    <Box component="section" aria-label={name}>
      <Typography variant="h6" component="h2">
        {name}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.secondary', py: 3 }}>
        <ConstructionIcon />
        <Typography>{translate('resources.appDetail.placeholder', { name })}</Typography>
      </Box>
    </Box>
  );
};
