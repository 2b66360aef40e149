import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';

/** What a step's tab says when there is nothing to show (a catalog key). */
export const StepEmpty = ({ text }: { text: string }) => {
  const translate = useTranslate();
  return <Typography color="text.secondary">{translate(text)}</Typography>;
};
