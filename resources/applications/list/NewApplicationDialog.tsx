import {
  CreateForm,
  FormDrawer,
  FormSkeleton,
  FormStep,
  FormStepper,
  FormSteps,
  WIDE_DRAWER_WIDTH,
  type FormStepDefinition,
} from '@src/common/kit';
import { useNavigate } from 'react-router-dom';
import { applicationPath } from '../shared/application';
import { MainComponentProperties } from './MainComponentProperties';
import { BASIC_FIELDS } from '../shared/appValidation';
import { NewApplicationInputs } from './NewApplicationInputs';
import { useAppProjects } from './useAppProjects';

const STEPS: FormStepDefinition[] = [
  { label: 'resources.applications.title.basic', fields: BASIC_FIELDS },
  { label: 'resources.applications.title.properties', fields: [] },
];

const DEFAULT_COMPONENT_TYPE = 'webservice';

interface Props {
  /** The project of the page (its applications tab): fixed in the form. */
  project?: string;
  onClose: () => void;
}

/**
 * New Application (a dialog 800 wide): the basic fields, Next, then the main component's properties;
 * Create sends both steps and opens the new application's config page.
 */
export const NewApplicationDialog = ({ project, onClose }: Props) => {
  const navigate = useNavigate();
  const { choices, preferred, isPending } = useAppProjects();
  return (
    <FormDrawer
      open
      variant="dialog"
      width={WIDE_DRAWER_WIDTH}
      onClose={onClose}
      title="resources.applications.title.new"
    >
      {isPending ? (
        <FormSkeleton fields={4} />
      ) : (
        <FormSteps steps={STEPS}>
          <CreateForm
            resource="applications"
            successMessage="resources.applications.notification.created"
            submitLabel="resources.applications.action.create"
            defaultValues={{
              project: project ?? preferred,
              envBindings: [],
              componentType: DEFAULT_COMPONENT_TYPE,
            }}
            onSaved={(app) => navigate(applicationPath(String(app.name ?? app.id)))}
          >
            <FormStepper />
            <FormStep index={0}>
              <NewApplicationInputs projects={choices} fixed={project !== undefined} />
            </FormStep>
            <FormStep index={1}>
              <MainComponentProperties />
            </FormStep>
          </CreateForm>
        </FormSteps>
      )}
    </FormDrawer>
  );
};
