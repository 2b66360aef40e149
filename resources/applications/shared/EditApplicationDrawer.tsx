import { EditForm, FormDrawer, WIDE_DRAWER_WIDTH } from '@src/common/kit';
import { TextInput } from 'react-admin';
import { aliasRules, descriptionRules } from './appValidation';
import { LabelsInput } from './LabelsInput';

interface Props {
  /** The application being edited; the drawer is closed without one. */
  name?: string;
  onClose: () => void;
}

/** Edit Application (800 wide): the name stays, alias, description and labels change. */
export const EditApplicationDrawer = ({ name, onClose }: Props) => (
  <FormDrawer
    width={WIDE_DRAWER_WIDTH}
    open={name !== undefined}
    onClose={onClose}
    title="resources.applications.title.edit"
  >
    {name !== undefined ? (
      <EditForm
        id={name}
        resource="applications"
        successMessage="resources.applications.notification.updated"
      >
        <TextInput source="name" disabled />
        <TextInput source="alias" validate={aliasRules} />
        <TextInput source="description" multiline validate={descriptionRules} />
        <LabelsInput />
      </EditForm>
    ) : null}
  </FormDrawer>
);
