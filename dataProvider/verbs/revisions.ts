import { silentIfShownByPage } from '../errorShownByPage';
import { enc, type Schemas, type VerbContext } from './context';

/** Exactly one comparison: a revision against the latest configuration, or against what runs. */
export type CompareRequest =
  { compareRevisionWithLatest: { revision: string } } | { compareRevisionWithRunning: { revision: string } };

/** Rolling back to a revision, comparing configurations, and the webhook payload types of triggers. */
export const revisionVerbs = ({ http, apiUrl }: VerbContext) => ({
  /** Starts a workflow run of the revision's configuration; the answer names its record. */
  rollbackRevision: async (app: string, version: string) =>
    (
      await http(`${apiUrl}/applications/${enc(app)}/revisions/${enc(version)}/rollback`, {
        method: 'POST',
      })
    ).json as Schemas['v1.ApplicationRollbackResponse'],
  compareApplication: async (app: string, request: CompareRequest, meta?: unknown) =>
    (
      await http(`${apiUrl}/applications/${enc(app)}/compare`, {
        method: 'POST',
        body: request satisfies Schemas['v1.AppCompareReq'],
        ...silentIfShownByPage(meta),
      })
    ).json as Schemas['v1.AppCompareResponse'],
  /** Names of the payloads a webhook understands (a bare array; Go's nil slice arrives as null). */
  payloadTypes: async (meta?: unknown): Promise<string[]> => {
    const { json } = await http(`${apiUrl}/payload_types`, silentIfShownByPage(meta));
    return Array.isArray(json) ? json.filter((name): name is string => typeof name === 'string') : [];
  },
});
