import { useLocaleState } from 'react-admin';
import { CreateForm } from '../CreateForm';
import { EditForm } from '../EditForm';
import { FormDrawer, WIDE_DRAWER_WIDTH } from '../FormDrawer';
import type { UrlDrawer } from '../useUrlDrawer';
import type { EditableDeclaration, Text } from '@dataProvider/declared/declaration';
import { formDefaults, textIn } from './declarationProps';
import { DeclaredInputs } from './DeclaredInputs';
import { DeclaredSchemaInputs } from './DeclaredSchemaInputs';

type EditableProps = { declaration: EditableDeclaration };

/** The form's inputs: drawn from its JSON schema, or field by field from its `form` items. */
const FormInputs = ({ declaration, editing = false }: EditableProps & { editing?: boolean }) =>
  declaration.formSchema ? (
    <DeclaredSchemaInputs formSchema={declaration.formSchema} editing={editing} />
  ) : (
    <DeclaredInputs declaration={declaration} editing={editing} />
  );

/** The create and edit drawers of a declared resource with a form, opened by the URL hash. */
export const DeclaredDrawers = ({
  declaration,
  drawer,
  id,
  close,
}: EditableProps & Pick<UrlDrawer, 'drawer' | 'id' | 'close'>) => {
  const [locale] = useLocaleState();
  const { texts } = declaration;
  const text = (value: Text) => textIn(value, locale);
  const width = declaration.wideForm ? WIDE_DRAWER_WIDTH : undefined;
  return (
    <>
      <FormDrawer width={width} open={drawer === 'create'} onClose={close} title={text(texts.new)}>
        <CreateForm
          successMessage={text(texts.created)}
          submitLabel={texts.create ? text(texts.create) : 'vela.kit.declared.create'}
          defaultValues={formDefaults(declaration)}
        >
          <FormInputs declaration={declaration} />
        </CreateForm>
      </FormDrawer>
      <FormDrawer width={width} open={drawer === 'edit' && !!id} onClose={close} title={text(texts.edit)}>
        {id ? (
          <EditForm
            id={id}
            successMessage={text(texts.updated)}
            submitLabel={texts.update ? text(texts.update) : 'vela.kit.declared.update'}
          >
            <FormInputs declaration={declaration} editing />
          </EditForm>
        ) : null}
      </FormDrawer>
    </>
  );
};
