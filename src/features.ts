import { addonsFeature } from '@resources/addons';
import { applicationsFeature } from '@resources/applications';
import { canvasFeature } from '@resources/canvas/feature';
import { clustersFeature } from '@resources/clusters';
import { configsFeature } from '@resources/configs';
import { declarations } from '@resources/declarations';
import { definitionsFeature } from '@resources/definitions';
import { envsFeature } from '@resources/envs';
import { pipelinesFeature } from '@resources/pipelines';
import { pluginsFeature } from '@resources/plugins';
import { projectsFeature } from '@resources/projects';
import { targetNamespaceFeature } from '@resources/targets';
import { usersFeature } from '@resources/users';
import { workflowFeature } from '@resources/workflow/feature';
import { settingsFeature } from './pages/Settings';
import { declaredFeature } from './registry/declaredFeature';
import type { Feature } from './registry/feature';

/**
 * Every feature of the console: the coded ones, one line each, the words of the two shared modules
 * that have some, then the declared ones (resources/declarations). The shell, the catalogs and the
 * providers derive from this list (docs/ARCHITECTURE.md, "Adding a screen").
 */
export const features: readonly Feature[] = [
  applicationsFeature,
  pipelinesFeature,
  envsFeature,
  projectsFeature,
  addonsFeature,
  pluginsFeature,
  definitionsFeature,
  clustersFeature,
  configsFeature,
  usersFeature,
  settingsFeature,
  targetNamespaceFeature,
  workflowFeature,
  canvasFeature,
  ...declarations.map(declaredFeature),
];
