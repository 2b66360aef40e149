import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PanelBoundary } from '@src/common/kit';
import { ObjectNotFound } from '@src/pages/NotFound/ObjectNotFound';
import { ResourceContextProvider, useParams } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { legacyTemplateName, templatePath, type ConfigTemplate } from './config';
import { ConfigList } from './ConfigList';
import { TemplateMenu } from './TemplateMenu';
import { TemplatesState } from './TemplatesState';
import { useConfigTemplates } from './useConfigTemplates';

/**
 * An address naming no template: a `config-` name of older links (`config-image-registry`) opens the
 * create drawer of the template it meant; any other is not found.
 */
const UnknownTemplate = ({ name, templates }: { name: string; templates: ConfigTemplate[] }) => {
  const meant = templates.find((template) => template.name === legacyTemplateName(name));
  if (meant) return <Navigate to={{ pathname: templatePath(meant.name), hash: 'create' }} replace />;
  return (
    <ObjectNotFound
      kind="resources.configs.template"
      name={name}
      backTo="/configs"
      backLabel="vela.menu.configs"
    />
  );
};

const TemplateContent = ({ templateName }: { templateName: string }) => {
  const query = useConfigTemplates();
  const templates = query.data;
  if (!templates) return <TemplatesState query={query} />;
  const template = templates.find((each) => each.name === templateName);
  if (!template) return <UnknownTemplate name={templateName} templates={templates} />;
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} alignItems="flex-start">
      <PanelBoundary
        name="resources.configs.templates"
        onRetry={() => void query.refetch()}
        resetKey={templates}
      >
        <TemplateMenu templates={templates} current={template.name} />
      </PanelBoundary>
      <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
        <ConfigList key={template.name} template={template} />
      </Box>
    </Stack>
  );
};

/** /configs/{templateName}/config: the template menu on the left, the template's configs on the right. */
export const ConfigPage = () => {
  const { templateName = '' } = useParams<{ templateName: string }>();
  return (
    <ResourceContextProvider value="configs">
      <TemplateContent templateName={templateName} />
    </ResourceContextProvider>
  );
};
