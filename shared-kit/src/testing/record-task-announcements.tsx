import { bus, type BusEvent } from '@pimento/shared-kit/bus/bus';

/**
 * Tests only: records what a screen announces on the bus when it starts a task (`task-started`,
 * then `open-panel`), in order, until `stop`.
 */
export function recordTaskAnnouncements(): { events: BusEvent[]; stop: () => void } {
  const events: BusEvent[] = [];
  const subscriptions = [bus.on('task-started').subscribe((event) => events.push(event)), bus.on('open-panel').subscribe((event) => events.push(event))];
  return { events, stop: () => subscriptions.forEach((subscription) => subscription.unsubscribe()) };
}
