import { Subject, filter, type Observable } from 'rxjs';
import type { WsServerMessage } from '@pimento/shared-kit/contracts/ws';

/** Everything the shell and the remotes tell each other at run time. */
export type BusEvent =
  | { type: 'ws'; message: WsServerMessage }
  | { type: 'ws-status'; connected: boolean }
  | { type: 'session-expired'; next: string }
  | { type: 'task-started'; taskId: string; onDone?: (result: unknown) => void }
  | { type: 'open-panel'; panel: 'tasks' | 'notifications' | 'ai' | 'help' };

export type BusEventOf<T extends BusEvent['type']> = Extract<BusEvent, { type: T }>;

export type Bus = {
  events$: Observable<BusEvent>;
  emit: (event: BusEvent) => void;
  on: <T extends BusEvent['type']>(type: T) => Observable<BusEventOf<T>>;
};

/** Creates a bus; the suite uses the one instance below (shared through Module Federation). */
export function createBus(): Bus {
  const subject = new Subject<BusEvent>();
  return {
    events$: subject.asObservable(),
    emit: (event) => subject.next(event),
    on: <T extends BusEvent['type']>(type: T) =>
      subject.pipe(filter((event): event is BusEventOf<T> => event.type === type)),
  };
}

/** The one bus of the page. */
export const bus: Bus = createBus();
