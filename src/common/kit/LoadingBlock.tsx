import Skeleton from '@mui/material/Skeleton';
import { useTranslate } from 'react-admin';

interface LoadingBlockProps {
  /** Message key of what is loading, read out by screen readers. */
  label: string;
  height: number;
  variant?: 'rectangular' | 'rounded';
}

/**
 * A grey block in place of content that is still loading, announced as a progress bar with its label
 * (a label on a plain element is an ARIA error).
 */
export const LoadingBlock = ({ label, height, variant = 'rectangular' }: LoadingBlockProps) => {
  const translate = useTranslate();
  return <Skeleton variant={variant} height={height} role="progressbar" aria-label={translate(label)} />;
};
