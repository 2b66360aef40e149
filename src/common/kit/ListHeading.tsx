import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useGetResourceLabel, useResourceContext, useTranslate } from 'react-admin';

export interface ListHeadingProps {
  /** A catalog key or text; defaults to the resource's plural name. */
  title?: string;
  /** One line under the title, a catalog key or text (the spec's subtitle, when it has one). */
  subtitle?: string;
}

/** The title of a list page (the page's h1) and its subtitle. */
export const ListHeading = ({ title, subtitle }: ListHeadingProps) => {
  const translate = useTranslate();
  const getLabel = useGetResourceLabel();
  const resource = useResourceContext() ?? '';
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h5" component="h1">
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
