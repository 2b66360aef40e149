import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** One titled part of the addon drawer. */
export const DetailSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography id={titleId} variant="h6" component="h3" sx={{ mb: 1 }}>
        {translate(title)}
      </Typography>
      {children}
    </Box>
  );
};
