import type { VelaFieldProps } from '../../formContext';

/** Sub-parameters drawn in place, without a title or frame; their values still nest under this key. */
export function IgnoreField(props: VelaFieldProps) {
  const ObjectField = props.registry.fields.ObjectField;
  return <ObjectField {...props} />;
}
