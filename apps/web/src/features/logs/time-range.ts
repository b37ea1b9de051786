import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

const LOCAL_INPUT = 'YYYY-MM-DDTHH:mm';

/**
 * A datetime-local field's value ('2026-01-31T09:30') read as wall-clock time in the display
 * time zone, as an ISO instant with offset for the API; undefined when empty or invalid.
 */
export function toInstant(local: string, timeZone: string): string | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return undefined;
  const instant = dayjs.tz(local, LOCAL_INPUT, timeZone);
  return instant.isValid() ? instant.format() : undefined;
}

/** The reverse: an instant shown in a datetime-local field in the display time zone. */
export function toLocalInput(instant: string | undefined, timeZone: string): string {
  if (!instant) return '';
  const value = dayjs(instant);
  return value.isValid() ? value.tz(timeZone).format(LOCAL_INPUT) : '';
}
