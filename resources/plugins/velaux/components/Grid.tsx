import Box from '@mui/material/Box';
import type { CSSProperties, ReactNode } from 'react';

interface RowProps {
  /** Space between the columns, in pixels. */
  gutter?: number;
  wrap?: boolean;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

interface ColProps {
  /** Columns of 24 the cell takes. */
  span?: number | string;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

const Row = ({ gutter = 0, wrap = true, className, style, children }: RowProps) => (
  <Box
    className={className}
    style={style}
    sx={{ display: 'flex', flexWrap: wrap ? 'wrap' : 'nowrap', mx: `${-gutter / 2}px` }}
  >
    {children}
  </Box>
);

const Col = ({ span, className, style, children }: ColProps) => {
  const width = span === undefined ? undefined : `${(Number(span) / 24) * 100}%`;
  return (
    <Box className={className} style={style} sx={{ flex: width ? `0 0 ${width}` : '1 1 0', maxWidth: width }}>
      {children}
    </Box>
  );
};

/** Fusion's 24-column grid: `const { Row, Col } = Grid`. */
export const Grid = { Row, Col };
