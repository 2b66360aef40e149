/**
 * The resource graph, with React Flow and the tree layout: for its tab and the start-up
 * (resources/applications/pageLoaders.ts).
 */
export const loadResourceGraphView = () => import('./ResourceGraphView');
