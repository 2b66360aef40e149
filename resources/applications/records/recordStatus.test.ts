import { isFinalStatus, offersApproval, recordPollInterval, RECORD_POLL_MS } from './recordStatus';

describe('record polling', () => {
  it.each(['initializing', 'executing', 'suspending', '', undefined])(
    'goes on every 3 s while %s',
    (status) => {
      expect(isFinalStatus(status)).toBe(false);
      expect(recordPollInterval(status)).toBe(RECORD_POLL_MS);
      expect(RECORD_POLL_MS).toBe(3000);
    },
  );

  it.each(['succeeded', 'failed', 'terminated'])('stops once %s', (status) => {
    expect(isFinalStatus(status)).toBe(true);
    expect(recordPollInterval(status)).toBe(false);
  });
});

describe('approval', () => {
  it('is offered only while the record is suspending', () => {
    expect(offersApproval('suspending')).toBe(true);
    for (const status of ['initializing', 'executing', 'succeeded', 'failed', 'terminated']) {
      expect(offersApproval(status)).toBe(false);
    }
  });
});
