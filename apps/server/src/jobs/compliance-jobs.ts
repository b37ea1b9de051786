import type { AppContext } from '../context.js';
import { crmRepository } from '../modules/crm/repository.js';
import { deleteSpentTickets } from '../modules/media/tickets.js';
import { cleanupUploads } from './upload-cleanup.js';
import { runComplianceExpiry } from './compliance-expiry.js';
import { PeriodicJob } from './periodic-job.js';
import { runRefereeReminders } from './referee-reminders.js';
import { runRetentionPurge } from '../modules/compliance/retention-purge.js';

const HOUR_MS = 3600 * 1000;

/** Starts the compliance housekeeping in this process: upload cleanup (and spent media-manager tickets and CRM sign-in states) hourly, expiry, referee reminders and the retention purge daily (all at once too). */
export function startComplianceJobs(ctx: AppContext): { stop(): Promise<void> } {
  const jobs = [
    new PeriodicJob(
      'upload-cleanup',
      HOUR_MS,
      async () => ({ ...(await cleanupUploads(ctx)), media_tickets: await deleteSpentTickets(ctx.db), crm_states: await crmRepository.deleteSpentStates(ctx.db) }),
      ctx.log,
    ),
    new PeriodicJob('compliance-expiry', 24 * HOUR_MS, () => runComplianceExpiry(ctx), ctx.log),
    new PeriodicJob('referee-reminders', 24 * HOUR_MS, () => runRefereeReminders(ctx), ctx.log),
    new PeriodicJob('retention-purge', 24 * HOUR_MS, () => runRetentionPurge(ctx), ctx.log),
  ];
  for (const job of jobs) job.start();
  return {
    async stop() {
      await Promise.all(jobs.map((job) => job.stop()));
    },
  };
}
