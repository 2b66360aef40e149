import type { APIRequestContext } from '@playwright/test';
import { expect, type Sandbox } from '../fixtures';
import { apiHeaders } from './ApplicationPages';

const PAYMENT = '/api/v1/applications/payment';
const PROD_WORKFLOW = 'workflow-shop-prod';

interface RecordList {
  records: { name: string; status: string }[];
}

/** The payment's records in shop-prod, oldest first, as grace reads them. */
export async function prodRecords(request: APIRequestContext, headers: Record<string, string>) {
  const res = await request.get(`${PAYMENT}/workflows/${PROD_WORKFLOW}/records`, { headers });
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as RecordList).records;
}

/**
 * The demo's payment rollout in shop-prod waits for approval: approved, it becomes the last ready
 * revision; deployed again, a new record waits for approval, ready to be rolled back.
 */
export async function secondProdRollout(request: APIRequestContext, sandbox: Sandbox) {
  const headers = await apiHeaders(sandbox, 'grace');
  const [first] = await prodRecords(request, headers);
  const resumed = await request.get(`${PAYMENT}/workflows/${PROD_WORKFLOW}/records/${first.name}/resume`, {
    headers,
  });
  expect(resumed.ok()).toBeTruthy();
  await expect.poll(async () => (await prodRecords(request, headers))[0].status).toBe('succeeded');
  const deployed = await request.post(`${PAYMENT}/deploy`, {
    headers,
    data: { workflowName: PROD_WORKFLOW, triggerType: 'web' },
  });
  expect(deployed.ok()).toBeTruthy();
  await expect.poll(async () => (await prodRecords(request, headers)).at(-1)?.status).toBe('suspending');
  return (await prodRecords(request, headers)).map((record) => record.name);
}
