import type { ServiceClock } from '@domain/service-clocks';
import { formatDateTime } from './staff-paths';
import './service-clock.css';

const HOUR_MS = 60 * 60 * 1000;

/** A wait in words: '45 min', '5 h', '2 d 3 h' (whole minutes, hours, days; rounded down). */
export function waitedText(waitingMs: number): string {
  if (waitingMs < HOUR_MS) return `${Math.floor(waitingMs / 60_000)} min`;
  const hours = Math.floor(waitingMs / HOUR_MS);
  if (hours < 24) return `${hours} h`;
  return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ''}`;
}

/** The words of each clock state's badge; on time has none. */
const stateWords = { overdue: 'Overdue', due_today: 'Due today' } as const;

/**
 * A queue row's service clock (domain/service-clocks.ts): how long it has waited, its deadline (IST) and, when it is
 * late or due before midnight, an "Overdue" or "Due today" badge. The badge is a word, not a colour alone (WCAG 2.2
 * SC 1.4.1 Use of Color); its colours only help scanning. A row without a clock (a final status, or one waiting on
 * the shopper) shows a dash with its meaning for screen readers.
 * @param clock the row's clock (QueueRow.clock), if any
 */
export function ServiceClockCell({ clock }: { clock: ServiceClock | undefined }) {
  if (!clock) {
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">No deadline</span>
      </>
    );
  }
  return (
    <span className="staff-clock">
      <span>Waiting {waitedText(clock.waitingMs)}</span>
      <span className="staff-clock__due">
        due <time dateTime={clock.dueAt}>{formatDateTime(clock.dueAt)}</time>
      </span>
      {clock.state !== 'on_time' && (
        <span className={`staff-clock__badge staff-clock__badge--${clock.state}`}>{stateWords[clock.state]}</span>
      )}
    </span>
  );
}
