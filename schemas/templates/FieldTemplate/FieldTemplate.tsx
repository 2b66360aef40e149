import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import type { FieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import type { VelaFormContext } from '../../formContext';

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
  return (
    <FormControl fullWidth error={rawErrors.length > 0} className={classNames} style={style}>
      {children}
      {displayLabel && rawDescription ? (
        <FormHelperText id={`${id}__description`} error={false}>
          {rawDescription}
        </FormHelperText>
      ) : null}
      {errors}
      {help}
    </FormControl>
  );
}
