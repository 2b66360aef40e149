import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

/**
 * A column's title (its heading element) with its buttons beside it while they fit, and under it when
 * they do not: the title keeps its words whole (a Chinese one would otherwise break after every
 * character) and a button's label stays on one line.
 */
export const ColumnHeading = styled(Stack)(({ theme }) => ({
  flexDirection: 'row',
  alignItems: 'center',
  flexWrap: 'wrap',
  columnGap: theme.spacing(1),
  '& > :is(h2, h3)': { flex: '1 0 auto' },
}));
