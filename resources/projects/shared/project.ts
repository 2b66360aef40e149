import type { components } from '../../../contract/api';

export type Project = components['schemas']['v1.ProjectBase'] & { id: string };

/** Where a project's pages live: its summary, or one of its tabs. */
export const projectPath = (name: string, tab = 'summary') => `/projects/${encodeURIComponent(name)}/${tab}`;
