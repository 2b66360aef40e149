import { styled } from '@mui/material/styles';
import { ROW_SPACING } from './grid';

/** How far a field draws past its cell: the outlined label's top half and a switch's focus ripple. */
const REACH = '12px';
/** An outlined field's height: a row of the grid until the row has been drawn once. */
const FIELD_HEIGHT = '56px';

/**
 * Lets the browser skip layout, paint and hit testing of what it holds while that is off screen: in a
 * 200-field form that work, redone on every keystroke, no longer fits in one frame. Content visibility
 * clips to the padding box, so the padding takes in what the fields draw past their cells and the
 * negative margin keeps them where they were. `rows` sizes the box until it has been drawn once.
 */
export const SkippedOffscreen = styled('div', { shouldForwardProp: (prop) => prop !== 'rows' })<{
  rows?: number;
}>(({ theme, rows = 1 }) => ({
  contentVisibility: 'auto',
  containIntrinsicSize: `auto calc(${rows} * ${FIELD_HEIGHT} + ${rows - 1} * ${theme.spacing(ROW_SPACING)})`,
  paddingTop: REACH,
  paddingLeft: REACH,
  marginTop: `-${REACH}`,
  marginLeft: `-${REACH}`,
}));
