import type { VerbContext } from './context';

/** The resource and application graphs of an environment (VelaQL tree views). */
export const resourceGraphVerbs = (_context: VerbContext) => ({});
