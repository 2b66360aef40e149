/**
 * The modules of the applications' pages people open all day: the routes load them when drawn, and the
 * console's start-up (src/startup/startPages.ts) gets ahead of them with the same loaders.
 */
export const loadApplicationList = () => import('./list/ApplicationList');
export const loadApplicationDetail = () => import('./detail/ApplicationDetail');
export const loadStatusPage = () => import('./envStatus/StatusPage');
