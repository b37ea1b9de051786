import type { DatabaseHandle } from '../../db/client.js';

/** What readiness needs of the database: which kind it is, and a round trip to it. */
export type ReadinessProbe = Pick<DatabaseHandle, 'kind' | 'ping'>;

/** Whether the database answers; a failure is returned, not thrown, for the route to log and answer 503. */
export async function readiness(database: ReadinessProbe): Promise<{ ready: true } | { ready: false; err: unknown }> {
  try {
    await database.ping();
    return { ready: true };
  } catch (err) {
    return { ready: false, err };
  }
}
