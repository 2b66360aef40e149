import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { FieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import type { VelaFormContext } from '../../formContext';

/** Kinds that draw their own description (or, for Ignore, none at all). */
const OWN_DESCRIPTION: ReadonlySet<unknown> = new Set(['Group', 'Structs', 'Ignore']);

/**
 * Wraps every field: the control (which draws its own label), its description and its errors.
 * Nested kinds (Group, Structs, Ignore) draw their own title and description.
 */
export function FieldTemplate(props: FieldTemplateProps<unknown, RJSFSchema, VelaFormContext>) {
  const {
    id,
    children,
    errors,
    help,
    rawDescription,
    displayLabel,
    hidden,
    rawErrors = [],
    classNames,
    style,
  } = props;
  if (hidden) return <div hidden>{children}</div>;
  const velaType: unknown = props.uiSchema?.['ui:options']?.velaType;
  const showDescription =
    Boolean(rawDescription) && !OWN_DESCRIPTION.has(velaType) && (displayLabel || velaType);
  return (
    <FormControl fullWidth error={rawErrors.length > 0} className={classNames} style={style}>
      {children}
      {showDescription ? (
        <FormHelperText id={`${id}__description`} error={false}>
          {rawDescription}
        </FormHelperText>
      ) : null}
      {errors}
      {help}
    </FormControl>
  );
}
