/** The environment's status page, for its route and the start-up (resources/applications/pageLoaders.ts). */
export const loadStatusPage = () => import('../envStatus/StatusPage');
