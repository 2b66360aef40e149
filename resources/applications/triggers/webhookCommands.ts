/** What a webhook call can ask of a trigger with the custom payload. */
export const WEBHOOK_ACTIONS = ['execute', 'approve', 'terminate', 'rollback'] as const;
export type WebhookAction = (typeof WEBHOOK_ACTIONS)[number];

/** The body of a custom-payload call: execute upgrades the component's image; the others act on step `suspend`. */
export function webhookBody(action: WebhookAction, componentName: string, image: string) {
  if (action === 'execute') {
    return {
      action,
      upgrade: { [componentName]: { image } },
      codeInfo: { commit: '', branch: '', user: '' },
    };
  }
  return { action, step: 'suspend' };
}

/** A ready-to-paste curl command; a registry payload is sent by the registry itself, so it gets no body. */
export function curlCommand(url: string, body?: object): string {
  const call = `curl -X POST -H 'content-type: application/json' --url ${url}`;
  // Single quotes around the JSON for the shell; one inside it (an image name never has one) is closed and escaped.
  return body ? `${call} -d '${JSON.stringify(body).replaceAll("'", `'\\''`)}'` : call;
}
