/**
 * Routes the sandbox serves outside the API contract, asked by the same identities: the plugins'
 * public files and their backend proxy (facts §10).
 */
import { open, signedIn, type AccessRow } from './expectations';

export const outsideContractRows: AccessRow[] = [
  open('GET /public/plugins/app-demo/module.js?_cache=1.0.0', 200),
  open('GET /public/plugins/app-demo/img/logo.svg', 200),
  open('GET /public/plugins/ghost/module.js', 404),
  open('GET /public/plugins/app-demo/..%2f..%2fbusiness-codes.json', 404),
  // app-demo has no backend (18002); node-dashboard is not installed (18001): both answered with 404.
  signedIn('GET /proxy/plugins/app-demo/api/v1/nodes', 404),
  signedIn('GET /proxy/plugins/node-dashboard/api/v1/nodes', 404),
];
