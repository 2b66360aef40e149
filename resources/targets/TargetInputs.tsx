import Typography from '@mui/material/Typography';
import { displayName } from '@src/common/displayName';
import { ReferenceInput, SelectInput, TextInput, useTranslate } from 'react-admin';
import { ClusterSelectInput } from './ClusterSelectInput';
import { NamespaceInput } from './NamespaceInput';
import { aliasRules, descriptionRules, nameRules, projectRules, regionRules } from './targetValidation';

/** Every project fits one page of the picker. */
const ALL_PROJECTS = { page: 1, perPage: 100 };

/** Where a target delivers: chosen once, fixed afterwards. */
const Placement = ({ edit }: { edit: boolean }) =>
  edit ? (
    <>
      <TextInput source="project.name" label="resources.targets.fields.project" disabled />
      <TextInput source="cluster.clusterName" label="resources.targets.fields.cluster" disabled />
      <TextInput source="cluster.namespace" label="resources.targets.fields.namespace" disabled />
    </>
  ) : (
    <>
      <ReferenceInput source="project.name" reference="projects" perPage={ALL_PROJECTS.perPage}>
        <SelectInput
          label="resources.targets.fields.project"
          optionValue="name"
          optionText={displayName}
          validate={projectRules}
        />
      </ReferenceInput>
      <ClusterSelectInput />
      <NamespaceInput />
    </>
  );

/** The fields of a target, shared by New Target and Edit; name, project, cluster and namespace are fixed once created. */
export const TargetInputs = ({ edit = false }: { edit?: boolean }) => {
  const translate = useTranslate();
  return (
    <>
      <TextInput source="name" validate={nameRules} disabled={edit} />
      <TextInput source="alias" validate={aliasRules} />
      <TextInput source="description" validate={descriptionRules} />
      <Placement edit={edit} />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 1 }}>
        {translate('resources.targets.sharedVariables')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('resources.targets.sharedVariablesHelp')}
      </Typography>
      <TextInput source="variable.providerName" />
      <TextInput source="variable.region" validate={regionRules} />
      <TextInput source="variable.zone" />
      <TextInput source="variable.vpcID" />
    </>
  );
};
