import MuiCard from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import type { CSSProperties, ReactNode } from 'react';

interface CardProps {
  title?: ReactNode;
  subTitle?: ReactNode;
  extra?: ReactNode;
  className?: string;
  style?: CSSProperties;
  children?: ReactNode;
}

export const Card = ({ title, subTitle, extra, className, style, children }: CardProps) => (
  <MuiCard variant="outlined" className={className} style={style}>
    {(title !== undefined || extra !== undefined) && (
      <CardHeader
        title={title}
        subheader={subTitle}
        action={extra}
        slotProps={{ title: { variant: 'subtitle1', component: 'h3' } }}
      />
    )}
    <CardContent>{children}</CardContent>
  </MuiCard>
);
