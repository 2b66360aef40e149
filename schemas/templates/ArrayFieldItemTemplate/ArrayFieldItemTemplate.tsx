import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import type { ArrayFieldItemTemplateProps, RJSFSchema } from '@rjsf/utils';
import type { VelaFormContext } from '../../formContext';

/** One row of a list: its fields in an outlined card, with a remove button in the corner. */
export function ArrayFieldItemTemplate(
  props: ArrayFieldItemTemplateProps<unknown, RJSFSchema, VelaFormContext>,
) {
  const { children, buttonsProps, index, registry, disabled, readonly } = props;
  const { t } = registry.formContext;
  return (
    <Paper variant="outlined" sx={{ p: 2, pr: 6, position: 'relative' }}>
      <Box>{children}</Box>
      {buttonsProps.hasRemove ? (
        <IconButton
          size="small"
          aria-label={`${t('remove')} ${index + 1}`}
          onClick={buttonsProps.onRemoveItem}
          disabled={disabled || readonly}
          sx={{ position: 'absolute', top: 8, right: 8 }}
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      ) : null}
    </Paper>
  );
}
