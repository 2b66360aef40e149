import AddIcon from '@mui/icons-material/Add';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ArrayFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import type { VelaFormContext } from '../../formContext';

const Fieldset = styled('fieldset')({ border: 0, padding: 0, margin: 0, minWidth: 0 });

const Rows = styled(Stack)(({ theme }) => ({ marginTop: theme.spacing(1) }));

const AddButton = styled(Button)(({ theme }) => ({ marginTop: theme.spacing(1) }));

/** A titled list of rows (Structs) with an Add button when rows may be added. */
export function ArrayFieldTemplate(props: ArrayFieldTemplateProps<unknown, RJSFSchema, VelaFormContext>) {
  const { title, schema, items, canAdd, onAddClick, disabled, readonly, required, registry } = props;
  const { t } = registry.formContext;
  return (
    <Fieldset>
      <Typography component="legend" variant="subtitle2">
        {title}
        {required ? ' *' : ''}
      </Typography>
      {schema.description ? (
        <Typography variant="caption" color="text.secondary" component="p">
          {schema.description}
        </Typography>
      ) : null}
      <Rows spacing={1.5}>{items}</Rows>
      {canAdd ? (
        <AddButton
          size="small"
          startIcon={<AddIcon />}
          onClick={onAddClick}
          disabled={disabled || readonly}
          aria-label={`${t('add')} ${title}`}
        >
          {t('add')}
        </AddButton>
      ) : null}
    </Fieldset>
  );
}
