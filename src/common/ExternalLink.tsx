import Link from '@mui/material/Link';
import type { ReactNode } from 'react';
import { safeHref } from './safeUrl';

interface Props {
  /** An address from server data (endpoint, dashboard, plugin or documentation URL). */
  address: unknown;
  /** What the link says; the address itself when left out. */
  children?: ReactNode;
}

/**
 * A link to an address from server data, opened in a new tab without an opener. An address that is
 * not http(s) is shown as plain text, never as a link.
 */
export const ExternalLink = ({ address, children }: Props) => {
  const text = children ?? (typeof address === 'string' ? address : '');
  if (safeHref(address) === undefined) return <span>{text}</span>;
  return (
    <Link href={safeHref(address)} target="_blank" rel="noopener noreferrer">
      {text}
    </Link>
  );
};
