import type { VerbContext } from './context';

/** Pods, containers and their logs (VelaQL pod views). */
export const podLogVerbs = (_context: VerbContext) => ({});
