import { statusError } from '@dataProvider/apiError';
import type { Mock } from 'vitest';
import { delayed } from './latency';

/**
 * Makes a fake's getList fail for one resource (the server answers 503) until `recover()`, answering the
 * other resources as before: a lookup that fails, and succeeds again on Retry.
 */
export function failList<Params, Answer>(
  getList: Mock<(resource: string, params: Params) => Promise<Answer>>,
  resource: string,
) {
  const answer = getList.getMockImplementation();
  if (!answer) throw new Error('getList has no answer to fall back on');
  let failing = true;
  const refuse = delayed((): never => {
    throw statusError(503);
  });
  getList.mockImplementation((asked, params) =>
    failing && asked === resource ? refuse() : answer(asked, params),
  );
  return {
    recover: () => {
      failing = false;
    },
  };
}
