/**
 * Session and API-error notifications from the HTTP layer to the UI (the expired-session dialog and
 * the error toast), which live outside react-admin's data flow.
 */
export interface ApiErrorEvent {
  status?: number;
  businessCode?: number;
  message?: string;
}

type Unsubscribe = () => void;

function createChannel<Event>() {
  const listeners = new Set<(event: Event) => void>();
  return {
    subscribe(listener: (event: Event) => void): Unsubscribe {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    publish(event: Event): void {
      for (const listener of [...listeners]) listener(event);
    },
  };
}

const sessionExpired = createChannel<void>();
const apiErrors = createChannel<ApiErrorEvent>();

export function onSessionExpired(listener: () => void): Unsubscribe {
  return sessionExpired.subscribe(listener);
}

export function emitSessionExpired(): void {
  sessionExpired.publish();
}

export function onApiError(listener: (event: ApiErrorEvent) => void): Unsubscribe {
  return apiErrors.subscribe(listener);
}

export function emitApiError(event: ApiErrorEvent): void {
  apiErrors.publish(event);
}
