import { TextInput } from 'react-admin';
import { aliasRules, dashboardUrl, descriptionRules, nameRules } from './clusterValidation';
import { KubeConfigInput } from './KubeConfigInput';

/** The fields of a joined cluster, shared by Connect Existing Cluster and Edit; the name is fixed once joined. */
export const ClusterInputs = ({ edit = false }: { edit?: boolean }) => (
  <>
    <TextInput source="name" validate={nameRules} disabled={edit} />
    <TextInput source="alias" validate={aliasRules} />
    <TextInput source="description" validate={descriptionRules} />
    <TextInput source="dashboardURL" validate={dashboardUrl} />
    <KubeConfigInput />
  </>
);
