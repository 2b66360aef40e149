import type { VelaDataProvider } from '@dataProvider/index';
import { studioPath } from '../shared/pipelinePaths';
import { ActionForm, FormDrawer } from '@src/common/kit';
import type { PipelineBase } from '@dataProvider/verbs/pipelines';
import { required, SelectInput, useDataProvider } from 'react-admin';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { PipelineInputs } from './PipelineInputs';
import { pipelineTemplates } from './pipelineTemplates';

const MODES = [
  { id: 'StepByStep', name: 'StepByStep' },
  { id: 'DAG', name: 'DAG' },
];

const newValues = { stepMode: 'StepByStep', subStepMode: 'DAG', template: '' };

const templates = pipelineTemplates.map((template) => ({ id: template.key, name: template.alias }));

const modeRules = [required()];

/** The spec's modes and a template's steps; a template's context is created beside the pipeline. */
const ModeAndTemplateInputs = () => (
  <>
    <SelectInput
      source="stepMode"
      label="resources.pipelines.fields.stepMode"
      choices={MODES}
      validate={modeRules}
      translateChoice={false}
    />
    <SelectInput
      source="subStepMode"
      label="resources.pipelines.fields.subStepMode"
      choices={MODES}
      validate={modeRules}
      translateChoice={false}
    />
    <SelectInput
      source="template"
      label="resources.pipelines.fields.template"
      choices={templates}
      translateChoice={false}
      emptyText="resources.pipelines.template.none"
      helperText="resources.pipelines.help.template"
    />
  </>
);

interface NewPipelineDrawerProps {
  open: boolean;
  onClose: () => void;
  /** The project of the page (its pipelines tab), chosen first. */
  project?: string;
}

/** New Pipeline: created with its modes and a template's steps (or none), then opened in the studio. */
export const NewPipelineDrawer = ({ open, onClose, project }: NewPipelineDrawerProps) => {
  const dataProvider = useDataProvider<VelaDataProvider>();
  const navigate = useNavigate();
  const create = async (values: FieldValues, meta: unknown) => {
    const template = pipelineTemplates.find((candidate) => candidate.key === values.template);
    const created = await dataProvider.createPipeline(
      values.project,
      {
        name: values.name,
        alias: values.alias ?? '',
        description: values.description ?? '',
        spec: {
          mode: { steps: values.stepMode, subSteps: values.subStepMode },
          steps: template?.steps ?? [],
        },
      },
      meta,
    );
    if (template?.context) {
      const address = { project: values.project as string, pipeline: values.name as string };
      await dataProvider.createPipelineContext(address, template.context, meta);
    }
    return created;
  };
  return (
    <FormDrawer open={open} onClose={onClose} title="resources.pipelines.title.new">
      <ActionForm
        defaultValues={newValues}
        submitLabel="resources.pipelines.action.create"
        successMessage="resources.pipelines.notification.created"
        onSubmit={create}
        onSaved={(result) => {
          const created = result as PipelineBase;
          navigate(studioPath(created.project.name, created.name));
        }}
      >
        <PipelineInputs preferredProjects={project ? [project] : ['default']} />
        <ModeAndTemplateInputs />
      </ActionForm>
    </FormDrawer>
  );
};
