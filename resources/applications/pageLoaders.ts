/**
 * The modules of the applications' pages people open all day: the routes load them when drawn, and the
 * console's start-up (src/startup/startPages.ts) gets ahead of them with the same loaders. A loader of a
 * page inside one of these lives in a file of its own, so that no module imports its own loader.
 */
export const loadApplicationList = () => import('./list/ApplicationList');
export const loadApplicationDetail = () => import('./detail/ApplicationDetail');
