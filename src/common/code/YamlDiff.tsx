import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense } from 'react';
import type { YamlDiffProps } from './YamlDiffProps';

export type { YamlDiffProps };

// Monaco's diff editor comes with the editor chunk, fetched only when a diff is first shown.
const MonacoYamlDiff = lazy(() => import('./MonacoYamlDiff'));

/** Two YAML texts side by side in Monaco's own diff editor (read-only), loaded lazily. */
export function YamlDiff(props: YamlDiffProps) {
  return (
    <Suspense
      fallback={
        <Skeleton role="status" aria-label={props.label} variant="rectangular" height={props.height ?? 480} />
      }
    >
      <MonacoYamlDiff {...props} />
    </Suspense>
  );
}
