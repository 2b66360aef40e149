import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ArrayFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import type { VelaFormContext } from '../../formContext';

/** A titled list of rows (Structs) with an Add button when rows may be added. */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps<unknown, RJSFSchema, VelaFormContext>) {
  const { title, schema, items, canAdd, onAddClick, disabled, readonly, required, registry } = props;
  const { t } = registry.formContext;
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {title}
        {required ? ' *' : ''}
      </Typography>
      {schema.description ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {schema.description}
        </Typography>
      ) : null}
      <Stack spacing={1.5} sx={{ mt: 1 }}>
        {items}
      </Stack>
      {canAdd ? (
        <Button
          size="small"
          startIcon={<AddIcon />}
          onClick={onAddClick}
          disabled={disabled || readonly}
          sx={{ mt: 1 }}
          aria-label={`${t('add')} ${title}`}
        >
          {t('add')}
        </Button>
      ) : null}
    </Box>
  );
}
