import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { Button } from './Button';

interface ListTitleProps {
  title: string;
  subTitle?: string;
  extButtons?: ReactNode[];
  addButtonTitle?: string;
  addButtonClick?: () => void;
}

/** VelaUX's page title: a heading, a line under it, and the page's buttons on the right. */
export const ListTitle = ({
  title,
  subTitle,
  extButtons = [],
  addButtonTitle,
  addButtonClick,
}: ListTitleProps) => (
  <Box sx={{ display: 'flex', alignItems: 'flex-end', gap: 2, mb: 2 }}>
    <Box sx={{ flex: 1 }}>
      <Typography variant="h6" component="h2">
        {title}
      </Typography>
      {subTitle && (
        <Typography variant="body2" color="text.secondary">
          {subTitle}
        </Typography>
      )}
    </Box>
    {extButtons.map((button, index) => (
      <Fragment key={index}>{button}</Fragment>
    ))}
    {addButtonTitle && (
      <Button type="primary" onClick={addButtonClick}>
        {addButtonTitle}
      </Button>
    )}
  </Box>
);
