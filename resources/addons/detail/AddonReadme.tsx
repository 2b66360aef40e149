import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ExternalLink } from '@src/common/ExternalLink';
import { safeUrl } from '@src/common/safeUrl';
import Markdown, { type MarkdownToJSX } from 'markdown-to-jsx/react';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { DetailSection } from './DetailSection';

const SHOWN_IMAGE_PROTOCOLS = new Set(['https:']);

/** A README link: an http(s) address opens in a new tab; anything else (`javascript:`) is its text only. */
const ReadmeLink = ({ href, children }: { href?: string; children?: ReactNode }) => (
  <ExternalLink address={href}>{children}</ExternalLink>
);

/** A README image, only from https (what the page's CSP allows); otherwise its alternative text. */
const ReadmeImage = ({ src, alt }: { src?: string; alt?: string }) => {
  const url = safeUrl(src);
  if (!url || !SHOWN_IMAGE_PROTOCOLS.has(url.protocol)) return <span>{alt}</span>;
  return <img src={url.href} alt={alt ?? ''} style={{ maxWidth: '100%' }} />;
};

/**
 * Raw HTML in the markdown is not parsed (it stays text); links and images go through the URL rule. The
 * README's headings sit below the drawer's own.
 */
const options: MarkdownToJSX.Options = {
  disableParsingRawHTML: true,
  overrides: {
    a: { component: ReadmeLink },
    img: { component: ReadmeImage },
    h1: { component: 'h3' },
    h2: { component: 'h4' },
    h3: { component: 'h5' },
    h4: { component: 'h6' },
  },
};

/** The addon's README, rendered from markdown as text and safe links. */
export const AddonReadme = ({ markdown }: { markdown?: string }) => {
  const translate = useTranslate();
  return (
    <DetailSection title="resources.addons.detail.readme">
      {markdown ? (
        <Box sx={{ overflowWrap: 'anywhere', '& pre': { overflowX: 'auto' } }}>
          <Markdown options={options}>{markdown}</Markdown>
        </Box>
      ) : (
        <Typography color="text.secondary">{translate('resources.addons.detail.noReadme')}</Typography>
      )}
    </DetailSection>
  );
};
