import { isTerminal, runActions, runPollInterval, runStatus, RUN_POLL_MS } from './runStatus';

describe('run polling', () => {
  it.each(['executing', 'suspending', 'initializing', '', undefined])(
    'goes on every 5 s while %s',
    (status) => {
      expect(isTerminal(status)).toBe(false);
      expect(runPollInterval(status)).toBe(5000);
      expect(RUN_POLL_MS).toBe(5000);
    },
  );

  it.each(['terminated', 'failed', 'succeeded'])('stops once %s', (status) => {
    expect(runPollInterval(status)).toBe(false);
  });
});

describe('what a run offers', () => {
  it.each([
    ['executing', { stop: true, rerun: false, approval: false }],
    ['suspending', { stop: true, rerun: false, approval: true }],
    ['failed', { stop: false, rerun: true, approval: false }],
    ['succeeded', { stop: false, rerun: true, approval: false }],
    ['terminated', { stop: false, rerun: true, approval: false }],
    ['initializing', { stop: false, rerun: false, approval: false }],
  ])('while %s', (status, offered) => {
    expect(runActions(status)).toEqual(offered);
  });

  it('shows an unknown status as pending', () => {
    expect(runStatus('initializing')).toBe('pending');
    expect(runStatus(undefined)).toBe('pending');
    expect(runStatus('suspending')).toBe('suspending');
  });
});
