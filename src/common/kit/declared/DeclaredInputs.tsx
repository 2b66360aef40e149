import Typography from '@mui/material/Typography';
import { createElement, Fragment, Suspense } from 'react';
import {
  AutocompleteArrayInput,
  BooleanInput,
  NumberInput,
  PasswordInput,
  SelectInput,
  TextInput,
  useLocaleState,
} from 'react-admin';
import type { DeclaredField, ResourceDeclaration } from '@dataProvider/declared/declaration';
import { fieldRules, textIn } from './declarationProps';
import { ChoicesInput } from './DeclaredChoicesInput';
import { useDeclaredWidget, type DeclaredWidgetProps } from './declaredWidgets';

const FieldInput = (props: DeclaredWidgetProps) => {
  const { field, ...rest } = props;
  const common = { source: field.jsonKey, ...rest };
  const widget = useDeclaredWidget(field.widget);
  // A fixed field is shown as the value it stores, whatever input would choose it.
  if (props.disabled && (widget || field.choices)) return <TextInput {...common} />;
  if (widget) return <Suspense fallback={null}>{createElement(widget, props)}</Suspense>;
  if (field.choices) return <ChoicesInput {...props} choices={field.choices} />;
  switch (field.uiType) {
    case 'Password':
      return <PasswordInput {...common} />;
    case 'Number':
      return <NumberInput {...common} />;
    case 'Switch':
      return <BooleanInput {...common} />;
    case 'Select': {
      const options = (field.validate?.options ?? []).map(({ label, value }) => ({ id: value, name: label }));
      return field.multiple ? (
        <AutocompleteArrayInput {...common} choices={options} />
      ) : (
        <SelectInput {...common} choices={options} />
      );
    }
    default:
      return <TextInput {...common} />;
  }
};

/** The heading and help line that start a group of fields. */
const Section = ({ section, locale }: { section: NonNullable<DeclaredField['section']>; locale: string }) => (
  <>
    <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
      {textIn(section.title, locale)}
    </Typography>
    {section.help ? (
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {textIn(section.help, locale)}
      </Typography>
    ) : null}
  </>
);

/** The inputs of a declared form; when editing, fields marked `immutable` are shown but fixed. */
export const DeclaredInputs = ({
  declaration,
  editing = false,
}: {
  declaration: ResourceDeclaration;
  editing?: boolean;
}) => {
  const [locale] = useLocaleState();
  return (declaration.form ?? []).map((field) => {
    const fixed = editing && !!field.validate?.immutable;
    return (
      <Fragment key={field.jsonKey}>
        {field.section ? <Section section={field.section} locale={locale} /> : null}
        <FieldInput
          field={field}
          label={textIn(field.label, locale)}
          helperText={field.description ? textIn(field.description, locale) : undefined}
          validate={fixed ? [] : fieldRules(field, locale)}
          disabled={fixed}
        />
      </Fragment>
    );
  });
};
