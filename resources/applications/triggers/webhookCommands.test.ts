import { curlCommand, webhookBody } from './webhookCommands';
import { isAcr, needsImageWarning, REGISTRY_DOMAIN_PATTERN } from './triggerRules';

const url = 'http://127.0.0.1:8000/api/v1/webhook/abc123';

describe('webhook curl commands', () => {
  it('execute upgrades the component image with empty code info, in JSON after the token URL', () => {
    const command = curlCommand(url, webhookBody('execute', 'web', 'nginx:1.25'));
    expect(command).toBe(
      `curl -X POST -H 'content-type: application/json' --url ${url} -d '{"action":"execute","upgrade":{"web":{"image":"nginx:1.25"}},"codeInfo":{"commit":"","branch":"","user":""}}'`,
    );
  });

  it.each(['approve', 'terminate', 'rollback'] as const)('%s acts on the suspend step', (action) => {
    expect(curlCommand(url, webhookBody(action, 'web', 'nginx'))).toBe(
      `curl -X POST -H 'content-type: application/json' --url ${url} -d '{"action":"${action}","step":"suspend"}'`,
    );
  });

  it('sends no body for a registry payload, and keeps a quote in the JSON safe for the shell', () => {
    expect(curlCommand(url)).toBe(`curl -X POST -H 'content-type: application/json' --url ${url}`);
    expect(curlCommand(url, { image: "it's" })).toBe(
      `curl -X POST -H 'content-type: application/json' --url ${url} -d '{"image":"it'\\''s"}'`,
    );
  });
});

describe('trigger rules', () => {
  it('reads ACR in either case', () => {
    expect(isAcr('ACR')).toBe(true);
    expect(isAcr('acr')).toBe(true);
    expect(isAcr('harbor')).toBe(false);
  });

  it('takes registry domains of 3 to 255 characters', () => {
    expect(REGISTRY_DOMAIN_PATTERN.test('registry.example.com')).toBe(true);
    expect(REGISTRY_DOMAIN_PATTERN.test('a.b')).toBe(true);
    expect(REGISTRY_DOMAIN_PATTERN.test('ab')).toBe(false);
    const labels = ['a', 'b', 'c'].map((letter) => letter.repeat(63)).join('.');
    expect(REGISTRY_DOMAIN_PATTERN.test(`${labels}.${'d'.repeat(61)}.e`)).toBe(true);
    expect(REGISTRY_DOMAIN_PATTERN.test(`${labels}.${'d'.repeat(62)}.e`)).toBe(false);
    expect(REGISTRY_DOMAIN_PATTERN.test('registry')).toBe(false);
    expect(REGISTRY_DOMAIN_PATTERN.test('-bad.example.com')).toBe(false);
  });

  it('warns only for a registry payload on a component that cannot take an image', () => {
    const base = {
      type: 'webhook',
      payloadType: 'dockerhub',
      componentType: 'k8s-objects',
      hasImageField: false,
    };
    expect(needsImageWarning(base)).toBe(true);
    expect(needsImageWarning({ ...base, payloadType: 'custom' })).toBe(false);
    expect(needsImageWarning({ ...base, componentType: 'worker' })).toBe(false);
    expect(needsImageWarning({ ...base, hasImageField: true })).toBe(false);
  });
});
