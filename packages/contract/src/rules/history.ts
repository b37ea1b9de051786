/**
 * What an officer must look into in a candidate's last 5 years (KCSIE [S53][S68]; uk-rules.md §1.4): any gap,
 * any time out of work, and whether the references come from the most recent employer and from the last
 * employer where the candidate worked with children. Flags, never refusals: the officer decides.
 */
import { z } from 'zod';
import type { IsoDate } from '../forms/dates.js';
import { historyGaps } from '../forms/history.js';
import { EMPLOYMENT_HISTORY_COVERAGE } from '../forms/definitions/tempest-forms/employment-history.js';
import type { FormAnswers } from '../forms/types.js';
import type { RulesMessages } from '../messages/rules.js';

export const HISTORY_FLAG_CODES = [
  'history_missing',
  'gap',
  'not_working',
  'no_recent_employer_reference',
  'no_children_employer_reference',
] as const satisfies readonly (keyof RulesMessages['history'])[];
export type HistoryFlagCode = (typeof HISTORY_FLAG_CODES)[number];

export const ZHistoryFlag = z.object({
  code: z.enum(HISTORY_FLAG_CODES),
  /** The period concerned, 'YYYY-MM-DD' both inclusive; `to` null while it goes on. */
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** What the candidate wrote: the employer's name, or what they were doing. */
  detail: z.string().nullable(),
});
export type THistoryFlag = z.infer<typeof ZHistoryFlag>;


interface Job {
  readonly organisation: string;
  readonly from: IsoDate;
  readonly to: IsoDate | null;
  readonly with_children: boolean;
}

const text = (value: unknown) => (typeof value === 'string' ? value : null);

function jobsOf(periods: readonly FormAnswers[]): Job[] {
  return periods
    .filter((p) => p.activity === 'employment' && typeof p.from === 'string')
    .map((p) => ({ organisation: text(p.organisation) ?? '', from: p.from as IsoDate, to: text(p.to), with_children: p.worked_with_children === true }))
    .sort((a, b) => (b.to ?? '9999').localeCompare(a.to ?? '9999') || b.from.localeCompare(a.from));
}

const flag = (code: HistoryFlagCode, from: string | null = null, to: string | null = null, detail: string | null = null): THistoryFlag => ({
  code,
  from,
  to,
  detail,
});

/**
 * The flags for one candidate. `history`: the answers of their current employment history, null when they
 * have not given one; `references`: the answers of their current references (submitted or reviewed).
 */
export function historyFlags(history: FormAnswers | null, references: readonly FormAnswers[], today: IsoDate): THistoryFlag[] {
  if (!history) return [flag('history_missing')];
  const periods = Array.isArray(history.periods) ? (history.periods as FormAnswers[]) : [];
  const flags = historyGaps(periods, EMPLOYMENT_HISTORY_COVERAGE, today).map((gap) => flag('gap', gap.from, gap.to));
  for (const period of periods) {
    if (period.activity === 'other') flags.push(flag('not_working', text(period.from), text(period.to), text(period.description)));
  }
  const jobs = jobsOf(periods);
  const latest = jobs[0];
  if (latest && !references.some((answers) => answers.most_recent_employer === true)) {
    flags.push(flag('no_recent_employer_reference', latest.from, latest.to, latest.organisation));
  }
  // KCSIE: when the latest job was not with children, also the last one that was.
  const lastWithChildren = jobs.find((job) => job.with_children);
  if (lastWithChildren && lastWithChildren !== latest && !references.some((answers) => answers.worked_with_children === true)) {
    flags.push(flag('no_children_employer_reference', lastWithChildren.from, lastWithChildren.to, lastWithChildren.organisation));
  }
  return flags;
}
