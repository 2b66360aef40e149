import Box from '@mui/material/Box';
import { FormDrawer } from '@src/common/kit';
import type { ReactNode } from 'react';

export interface ReadOnlyDrawerProps<Shown> {
  /** What the drawer shows; it is closed while there is nothing. */
  shown: Shown | undefined;
  onClose: () => void;
  /** A catalog key or text. */
  title: string;
  /** In pixels; the form drawer's default otherwise. */
  width?: number;
  /** The drawer's body for what it shows, drawn only while it is open. */
  children: (shown: Shown) => ReactNode;
}

/** A drawer to read something in (a revision, a diff, a pipeline's contexts): the form drawer's frame, padded. */
export function ReadOnlyDrawer<Shown>({
  shown,
  onClose,
  title,
  width,
  children,
}: ReadOnlyDrawerProps<Shown>) {
  return (
    <FormDrawer open={shown !== undefined} onClose={onClose} title={title} width={width}>
      <Box sx={{ p: 2 }}>{shown !== undefined ? children(shown) : null}</Box>
    </FormDrawer>
  );
}
