import Chip from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import { showsHidden } from '@authProvider/secretValues';
import type { ContextValue } from '@dataProvider/verbs/pipelines';
import { SecretValue, type AccessCheck } from '@src/common/kit';

interface ContextValueChipProps {
  item: ContextValue;
  /** Fetches the clear value of a hidden one; offered only to who passes `access`. */
  reveal?: () => Promise<string>;
  access?: AccessCheck;
  sx?: SxProps<Theme>;
}

/** One `key=value` of a context; a secret (TOKEN, PASSWORD, API_KEY, …) shows hidden. */
export const ContextValueChip = ({ item, reveal, access, sx }: ContextValueChipProps) => {
  const hidden = showsHidden([item.key], item.value);
  const label = hidden ? (
    <>
      {`${item.key}=`}
      <SecretValue name={item.key} reveal={reveal} access={access} />
    </>
  ) : (
    `${item.key}=${item.value}`
  );
  return (
    <Chip
      size="small"
      variant="outlined"
      component="span"
      label={label}
      sx={[{ height: 'auto', minHeight: 24 }, ...(Array.isArray(sx) ? sx : [sx])]}
    />
  );
};
