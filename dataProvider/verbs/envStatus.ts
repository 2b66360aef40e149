import type { VerbContext } from './context';

/** The environment status page: application status in one environment, endpoints, diff, recycle. */
export const envStatusVerbs = (_context: VerbContext) => ({});
