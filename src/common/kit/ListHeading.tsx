import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetResourceLabel, useResourceContext, useTranslate } from 'react-admin';

export interface ListHeadingProps {
  /** A catalog key or text; defaults to the resource's plural name. */
  title?: string;
  /** One line under the title, a catalog key or text (the spec's subtitle, when it has one). */
  subtitle?: string;
  /** 1 for a page of its own; 2 for a list that is a tab of a page with its own h1. */
  level?: 1 | 2;
}

/** The title of a list page (the page's h1, or an h2 in a tab of a page) and its subtitle. */
export const ListHeading = ({ title, subtitle, level = 1 }: ListHeadingProps) => {
  const translate = useTranslate();
  const getLabel = useGetResourceLabel();
  const resource = useResourceContext() ?? '';
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h5" component={level === 1 ? 'h1' : 'h2'}>
        {title ? translate(title, { _: title }) : getLabel(resource, 2)}
      </Typography>
      {subtitle ? (
        <Typography variant="body2" color="text.secondary">
          {translate(subtitle, { _: subtitle })}
        </Typography>
      ) : null}
    </Box>
  );
};
