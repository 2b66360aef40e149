import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { CodeEditorProps } from './CodeEditorProps';

// Monaco (about 1 MB gzip) is fetched only when a code editor is first shown.
const MonacoCodeEditor = lazy(() => import('./MonacoCodeEditor'));

export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense
      fallback={
        <Skeleton role="status" aria-label={props.label} variant="rectangular" height={props.height ?? 320} />
      }
    >
      <MonacoCodeEditor {...props} />
    </Suspense>
  );
}
