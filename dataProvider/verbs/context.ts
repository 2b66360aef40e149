import type { components } from '../../contract/api';
import type { Http } from '../httpClient';

export type Schemas = components['schemas'];

/** What every group of verbs gets: the HTTP client and the API root (`/api/v1`). */
export interface VerbContext {
  http: Http;
  apiUrl: string;
}

export const enc = encodeURIComponent;
