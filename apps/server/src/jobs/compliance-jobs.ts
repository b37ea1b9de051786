import type { AppContext } from '../context.js';
import { crmRepository } from '../modules/crm/repository.js';
import { deleteSpentTickets } from '../modules/media/tickets.js';
import { cleanupUploads } from './upload-cleanup.js';
import { runComplianceExpiry } from './compliance-expiry.js';
import { PeriodicJob } from './periodic-job.js';
import { runRefereeReminders } from './referee-reminders.js';
import { runRetentionPurge } from '../modules/compliance/retention-purge.js';
import { runCandidateSummaries } from '../modules/candidates/summaries.js';

const HOUR_MS = 3600 * 1000;

/**
 * Starts the compliance housekeeping: upload cleanup (and spent media-manager tickets and CRM sign-in states)
 * hourly, expiry, referee reminders and the retention purge daily, the officers' candidate summaries every quarter
 * hour, each also at start, each run by one instance per period however many share the database.
 */
export function startComplianceJobs(ctx: AppContext): { stop(): Promise<void> } {
  const common = { log: ctx.log, onceAcross: ctx.db };
  const jobs = [
    new PeriodicJob({
      ...common,
      name: 'upload-cleanup',
      everyMs: HOUR_MS,
      task: async () => ({
        ...(await cleanupUploads(ctx)),
        media_tickets: await deleteSpentTickets(ctx.db),
        crm_states: await crmRepository.deleteSpentStates(ctx.db),
      }),
    }),
    new PeriodicJob({ ...common, name: 'compliance-expiry', everyMs: 24 * HOUR_MS, task: () => runComplianceExpiry(ctx) }),
    new PeriodicJob({ ...common, name: 'referee-reminders', everyMs: 24 * HOUR_MS, task: () => runRefereeReminders(ctx) }),
    new PeriodicJob({ ...common, name: 'retention-purge', everyMs: 24 * HOUR_MS, task: () => runRetentionPurge(ctx) }),
    // Often enough that the first officer after midnight, or after a change of rules, finds the summaries evaluated.
    new PeriodicJob({ ...common, name: 'candidate-summaries', everyMs: HOUR_MS / 4, task: () => runCandidateSummaries(ctx), quietWhenIdle: true }),
  ];
  for (const job of jobs) job.start();
  return {
    async stop() {
      await Promise.all(jobs.map((job) => job.stop()));
    },
  };
}
