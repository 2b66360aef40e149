import { StatusChip } from '@src/common/kit';

/** `enable` or `disable`, as the API reports it; disabled definitions are hidden from other screens. */
export const DefinitionStatusChip = ({ status }: { status: string }) => {
  const enabled = status !== 'disable';
  return (
    <StatusChip
      tone={enabled ? 'succeeded' : 'neutral'}
      label={enabled ? 'resources.definitions.status.enable' : 'resources.definitions.status.disable'}
    />
  );
};
