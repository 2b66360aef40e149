import { validateResponse } from '../../contract/contract';

describe('contract check of the real server quirks', () => {
  it('accepts the error body of a code the real server sends with HTTP 200, and no other', () => {
    const chartError = { BusinessCode: 13001, Message: 'cannot list helm charts from given repoURL' };
    expect(validateResponse('GET', '/api/v1/repository/charts', 200, chartError).ok).toBe(true);
    const otherError = { BusinessCode: 13007, Message: 'user input repository url is invalid' };
    expect(validateResponse('GET', '/api/v1/repository/charts', 200, otherError).ok).toBe(false);
  });

  it('accepts any JSON body where a status is declared without a schema', () => {
    expect(validateResponse('GET', '/api/v1/payload_types', 200, ['custom']).ok).toBe(true);
    expect(validateResponse('GET', '/api/v1/payload_types', 201, ['custom']).ok).toBe(false);
  });

  it('holds errors of requests outside the contract to the error body, and refuses their successes', () => {
    const notFound = { BusinessCode: 404, Message: '404: Page Not Found' };
    expect(validateResponse('GET', '/api/v1/no-such-thing', 404, notFound).ok).toBe(true);
    expect(validateResponse('GET', '/api/v1/no-such-thing', 404, { error: 'Not Found' }).ok).toBe(false);
    expect(validateResponse('GET', '/api/v1/no-such-thing', 200, notFound).ok).toBe(false);
  });
});
