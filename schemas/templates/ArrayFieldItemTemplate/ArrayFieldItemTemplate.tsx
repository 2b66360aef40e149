import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import { styled } from '@mui/material/styles';
import type { ArrayFieldItemTemplateProps, RJSFSchema } from '@rjsf/utils';
import type { VelaFormContext } from '../../formContext';

const Row = styled(Paper)(({ theme }) => ({
  padding: theme.spacing(2),
  paddingRight: theme.spacing(6),
  position: 'relative',
}));

const RemoveButton = styled(IconButton)({ position: 'absolute', top: 8, right: 8 });

/** One row of a list: its fields in an outlined card, with a remove button in the corner. */
export function ArrayFieldItemTemplate(
  props: ArrayFieldItemTemplateProps<unknown, RJSFSchema, VelaFormContext>,
) {
  const { children, buttonsProps, index, registry, disabled, readonly } = props;
  const { t } = registry.formContext;
  return (
    <Row variant="outlined">
      <Box>{children}</Box>
      {buttonsProps.hasRemove ? (
        <RemoveButton
          size="small"
          aria-label={`${t('remove')} ${index + 1}`}
          onClick={buttonsProps.onRemoveItem}
          disabled={disabled || readonly}
        >
          <DeleteOutlineIcon fontSize="small" />
        </RemoveButton>
      ) : null}
    </Row>
  );
}
