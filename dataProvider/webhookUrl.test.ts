import { webhookUrl } from './webhookUrl';

describe('webhookUrl', () => {
  it('is the public webhook operation of the token on the console origin', () => {
    expect(webhookUrl('abc123', 'https://vela.example.com')).toBe(
      'https://vela.example.com/api/v1/webhook/abc123',
    );
    expect(webhookUrl('a/b', 'http://127.0.0.1:8000')).toBe('http://127.0.0.1:8000/api/v1/webhook/a%2Fb');
  });
});
