import type { ReadyElement } from './readyProbe';

/** A screen measured in both UIs; VelaUX serves each at the same address. */
export interface BenchedPage {
  path: string;
  /** What shows that the page is ready, in words. */
  ready: string;
  signedIn: boolean;
  console: ReadyElement;
  velaux: ReadyElement;
}

/** The screens people open all day (issue 35), signed in as admin, on the demo data of the sandbox. */
export const SIGNED_IN_PAGES: BenchedPage[] = [
  {
    path: '/applications',
    ready: "the first application's name",
    signedIn: true,
    console: { selector: 'article h2 a' },
    velaux: { selector: '.content-title a' },
  },
  {
    path: '/applications/hello-world/config',
    ready: "the trait of the application's component",
    signedIn: true,
    console: { selector: 'article[aria-label="hello-world"] li' },
    velaux: { selector: '.trait-icon', text: 'scaler' },
  },
  {
    path: '/applications/hello-world/envbinding/default/status',
    ready: "the Deployment in the environment's resource graph",
    signedIn: true,
    console: { selector: '.react-flow__node', text: 'Deployment' },
    velaux: { selector: '.graph-node-resource', text: 'Deployment' },
  },
  {
    path: '/pipelines',
    ready: "the first pipeline's name",
    signedIn: true,
    console: { selector: 'tbody td:first-child a' },
    velaux: { selector: '.pipeline-name a' },
  },
];

/** For comparison: the page a signed-out visitor sees first. */
export const LOGIN_PAGE: BenchedPage = {
  path: '/login',
  ready: 'the password field',
  signedIn: false,
  console: { selector: 'input[type="password"]' },
  velaux: { selector: 'input[type="password"]' },
};
