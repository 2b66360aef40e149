import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Collapse from '@mui/material/Collapse';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { VelaFieldProps } from '../../formContext';
import { isRecord } from '../../translate/paths';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { hasErrors } from '../shared/errorSchema';
import { fieldLabel } from '../shared/labels';

const Card = styled(Paper)(({ theme }) => ({ padding: theme.spacing(1, 2) }));

const Heading = styled('div')({ flexGrow: 1 });

const Content = styled('div')(({ theme }) => ({ padding: theme.spacing(1, 0) }));

/**
 * A collapsible nested object. An optional group has a switch: on, it starts from its defaults;
 * off (after confirmation when it holds values), its content is reset.
 */
export function GroupField(props: VelaFieldProps) {
  const {
    formData,
    onChange,
    fieldPathId,
    schema,
    uiSchema,
    name,
    required,
    disabled,
    readonly,
    errorSchema,
    registry,
  } = props;
  const { t } = registry.formContext;
  const ObjectField = registry.fields.ObjectField;
  const enabled = required === true || formData !== undefined;
  const [expanded, setExpanded] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const label = fieldLabel(schema, name);
  const groupDefaults: unknown = uiSchema?.['ui:options']?.groupDefaults;
  const switchOn = () => {
    onChange(structuredClone(isRecord(groupDefaults) ? groupDefaults : {}), fieldPathId.path);
    setExpanded(true);
  };
  const switchOff = () => {
    setConfirming(false);
    onChange(undefined, fieldPathId.path);
  };
  const hasContent = isRecord(formData) && Object.keys(formData).length > 0;
  return (
    <Card variant="outlined">
      <Stack direction="row" alignItems="center" spacing={1}>
        <Heading>
          <Typography variant="subtitle2" id={`${fieldPathId.$id}__title`}>
            {label}
            {required ? ' *' : ''}
          </Typography>
          {schema.description ? (
            <Typography variant="caption" color="text.secondary">
              {schema.description}
            </Typography>
          ) : null}
        </Heading>
        {required ? null : (
          <Switch
            checked={enabled}
            disabled={disabled || readonly}
            slotProps={{ input: { 'aria-labelledby': `${fieldPathId.$id}__title` } }}
            onChange={(event) => {
              if (event.target.checked) switchOn();
              else if (hasContent) setConfirming(true);
              else switchOff();
            }}
          />
        )}
        {enabled ? (
          <IconButton
            size="small"
            aria-expanded={expanded}
            aria-label={label}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        ) : null}
      </Stack>
      {enabled && !expanded && hasErrors(errorSchema) ? (
        <FormHelperText error>{t('checkLabelConfig', { label })}</FormHelperText>
      ) : null}
      {enabled ? (
        <Collapse in={expanded}>
          <Content>
            <ObjectField {...props} />
          </Content>
        </Collapse>
      ) : null}
      <ConfirmDialog
        open={confirming}
        message={t('groupResetConfirm')}
        onConfirm={switchOff}
        onCancel={() => setConfirming(false)}
        t={t}
      />
    </Card>
  );
}
