/** The status page's default tab, for the tab and the start-up (resources/applications/pageLoaders.ts). */
export const loadResourceGraphTab = () => import('./graphs/ResourceGraphTab');
