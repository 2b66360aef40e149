import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { ReactNode } from 'react';

interface StatusPageProps {
  icon: ReactNode;
  title: string;
  text?: string;
  /** The way on, such as a link back to a list. */
  action?: ReactNode;
}

/** Stands in for a page the user cannot see: what happened, why, and the way on. */
export const StatusPage = ({ icon, title, text, action }: StatusPageProps) => {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ textAlign: 'center', py: 10 }}>
      <Box aria-hidden sx={{ color: 'text.secondary', '& svg': { fontSize: 64 } }}>
        {icon}
      </Box>
      <Typography id={titleId} variant="h5" component="h1" gutterBottom>
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {text}
        </Typography>
      )}
      {action}
    </Box>
  );
};
