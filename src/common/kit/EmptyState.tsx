import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useGetResourceLabel, useResourceContext, useTranslate } from 'react-admin';

export interface EmptyStateProps {
  /** The spec's empty text, as a catalog key or text; defaults to "There are no <resources>". */
  text?: string;
  /** The call to action, such as the button that opens the create drawer. */
  action?: ReactNode;
}

/** What a list shows when it loaded and holds nothing: the empty text and its call to action. */
export const EmptyState = ({ text, action }: EmptyStateProps) => {
  const translate = useTranslate();
  const getLabel = useGetResourceLabel();
  const resource = useResourceContext() ?? '';
  const message = text
    ? translate(text, { _: text })
    : translate('vela.kit.list.empty', { name: getLabel(resource, 2).toLocaleLowerCase() });
  return (
    <Stack alignItems="center" spacing={2} sx={{ py: 6, px: 2 }}>
      <Typography color="text.secondary">{message}</Typography>
      {action}
    </Stack>
  );
};
