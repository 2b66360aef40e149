import { emitApiError, emitSessionExpired, onApiError, onSessionExpired } from './sessionEvents';

describe('sessionEvents', () => {
  it('delivers events to subscribers until they unsubscribe', () => {
    const expired = vi.fn();
    const errors = vi.fn();
    const stopExpired = onSessionExpired(expired);
    const stopErrors = onApiError(errors);

    emitSessionExpired();
    emitApiError({ status: 400, businessCode: 30001, message: 'exists' });
    stopExpired();
    stopErrors();
    emitSessionExpired();
    emitApiError({ status: 500 });

    expect(expired).toHaveBeenCalledTimes(1);
    expect(errors).toHaveBeenCalledExactlyOnceWith({ status: 400, businessCode: 30001, message: 'exists' });
  });
});
