import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { lazyNamed } from '@src/routing/lazyNamed';
import { Suspense } from 'react';
import { useTranslate } from 'react-admin';
import { PreviewBoundary } from './PreviewBoundary';
import type { UiSchemaDraft } from './uiSchemaDraft';

const UiSchemaPreview = lazyNamed(() => import('./UiSchemaPreview'), 'UiSchemaPreview');

/** What the draft looks like as a form, or why it cannot be one. */
export const UiSchemaPreviewPanel = ({ draft, text }: { draft: UiSchemaDraft; text: string }) => {
  const translate = useTranslate();
  switch (draft.kind) {
    case 'unreadable':
      return (
        <Alert severity="error">
          {translate('resources.definitions.uiSchema.parseError', { error: draft.error })}
        </Alert>
      );
    case 'invalid':
      return <Alert severity="warning">{translate('resources.definitions.uiSchema.invalid')}</Alert>;
    case 'blank':
      return (
        <Typography color="text.secondary">{translate('resources.definitions.uiSchema.empty')}</Typography>
      );
    case 'entries':
      if (draft.entries.length === 0) {
        return (
          <Typography color="text.secondary">{translate('resources.definitions.uiSchema.empty')}</Typography>
        );
      }
      return (
        <PreviewBoundary
          resetKey={text}
          fallback={(error) =>
            translate('resources.definitions.uiSchema.previewFailed', { error: error.message })
          }
        >
          <Suspense fallback={<Skeleton variant="rectangular" height={320} />}>
            <UiSchemaPreview entries={draft.entries} />
          </Suspense>
        </PreviewBoundary>
      );
  }
};
