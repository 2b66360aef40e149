import { StatusChip } from '@src/common/kit';

export const PluginStatus = ({ enabled }: { enabled: boolean }) =>
  enabled ? (
    <StatusChip label="resources.plugins.status.enabled" tone="succeeded" />
  ) : (
    <StatusChip label="resources.plugins.status.disabled" tone="neutral" />
  );
