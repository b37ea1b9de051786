import { instantToWallClock, wallClockToInstant } from '@/lib/wall-clock';

const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';

/**
 * A datetime-local field's value ('2026-01-31T09:30') read as wall-clock time in the display
 * time zone, as an ISO instant with offset for the API; undefined when empty or invalid.
 */
export function toInstant(local: string, timeZone: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return undefined;
  return wallClockToInstant(local, timeZone, LOCAL_INPUT);
}

/** The reverse: an instant shown in a datetime-local field in the display time zone. */
export function toLocalInput(instant: string | undefined, timeZone: string): string {
  return instant ? instantToWallClock(instant, timeZone, LOCAL_INPUT) : '';
}
