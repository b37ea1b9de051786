/**
 * The single central record's columns for one candidate, from the current approved versions of their forms
 * and the officers' checks on them (uk-rules.md, 'Keeping Children Safe in Education'). A column the role does
 * not need says so with the rule; a column without an approved record and, where the law asks for one, an
 * officer's check, is 'missing': nothing is claimed that was not recorded.
 */
import {
  decideRequirement,
  profileFacts,
  type ComplianceProfile,
  type ScrColumn,
  type TScrDetail,
  type TScrRow,
} from '@portal/contract';

export interface ApprovedCheck {
  kind: string;
  method: string;
  result: string;
  checked_on: string;
  details: Record<string, unknown>;
  checker_name: string;
}

/** A current, approved version of a form. */
export interface ApprovedForm {
  answers: Record<string, unknown>;
  /** The UK date it was approved. */
  approved_on: string | null;
  checks: ApprovedCheck[];
}

export interface ScrFacts {
  profile: ComplianceProfile;
  /** By form key. */
  approved: ReadonlyMap<string, ApprovedForm>;
}

const text = (label: string, value: unknown): TScrDetail[] =>
  typeof value === 'string' && value.trim() !== '' ? [{ label, kind: 'text', value: value.trim() }] : [];
const date = (label: string, value: unknown): TScrDetail[] =>
  typeof value === 'string' && value !== '' ? [{ label, kind: 'date', value }] : [];
const code = (label: string, value: unknown): TScrDetail[] =>
  typeof value === 'string' && value !== '' ? [{ label, kind: 'code', value }] : [];

const recorded = (column: ScrColumn, on: string | null, details: TScrDetail[]): TScrRow => ({ column, status: 'recorded', date: on, details, rule: null });
const missing = (column: ScrColumn, why: string, details: TScrDetail[] = []): TScrRow => ({
  column,
  status: 'missing',
  date: null,
  details: [...details, ...code('missing', why)],
  rule: null,
});
const notRequired = (column: ScrColumn, sources: string[]): TScrRow => ({
  column,
  status: 'not_required',
  date: null,
  details: [],
  rule: { reason: `assurance.not_required.${column}`, sources },
});

/** The latest check of a kind on a version (by date, then by the order recorded). */
function latest(form: ApprovedForm | undefined, kind: string): ApprovedCheck | undefined {
  let found: ApprovedCheck | undefined;
  for (const check of form?.checks ?? []) if (check.kind === kind && (!found || check.checked_on >= found.checked_on)) found = check;
  return found;
}

/** The first approved version among forms that record the same thing (the document and its older form). */
function firstApproved(facts: ScrFacts, keys: readonly string[]): ApprovedForm | undefined {
  for (const key of keys) {
    const form = facts.approved.get(key);
    if (form) return form;
  }
  return undefined;
}

/** The risk assessment a version was approved on, if any: its decision, safeguards, date and assessor. */
const assessmentDetails = (form: ApprovedForm): TScrDetail[] => {
  const assessment = latest(form, 'risk_assessment');
  if (!assessment) return [];
  return [
    ...code('risk_assessment', assessment.result),
    ...text('safeguards', assessment.details.safeguards),
    ...date('checked_on', assessment.checked_on),
    ...text('checked_by', assessment.checker_name),
  ];
};

const checkDetails = (check: ApprovedCheck): TScrDetail[] => [
  ...code('method', check.method),
  ...code('result', check.result),
  ...text('checked_by', check.checker_name),
];

function identity(facts: ScrFacts): TScrRow {
  const form = firstApproved(facts, ['compliance-docs/proof-of-id', 'tempest-forms/proof-of-id']);
  if (!form) return missing('identity', 'no_approved_evidence');
  const check = latest(form, 'identity');
  const evidence = date('evidence_approved', form.approved_on);
  if (!check || check.result !== 'verified') return missing('identity', 'no_check_recorded', evidence);
  return recorded('identity', check.checked_on, [...checkDetails(check), ...text('route', check.details.route), ...evidence]);
}

const DBS_FORMS = ['compliance-docs/dbs-check', 'tempest-forms/dbs-check'] as const;
const barredLists = (answers: Record<string, unknown>): string[] =>
  Array.isArray(answers.barred_lists) ? answers.barred_lists.filter((item): item is string => typeof item === 'string') : [];

function dbs(facts: ScrFacts): TScrRow {
  const form = firstApproved(facts, DBS_FORMS);
  if (!form) return missing('dbs', 'no_approved_evidence');
  const a = form.answers;
  const status = latest(form, 'dbs_status');
  const statusDetails = status ? [...code('update_service', status.result), ...date('checked_on', status.checked_on)] : [];
  const details = [
    ...code('level', a.level),
    ...text('certificate_number', a.certificate_number),
    ...date('issue_date', a.issue_date),
    ...text('position_applied_for', a.position_applied_for),
    ...statusDetails,
    // A certificate that is not clear was approved on a risk assessment: the school sees its decision and safeguards.
    ...assessmentDetails(form),
  ];
  if (status?.result === 'not_current') return missing('dbs', 'update_service_not_current', details);
  return recorded('dbs', typeof a.issue_date === 'string' ? a.issue_date : form.approved_on, details);
}

function barredList(facts: ScrFacts): TScrRow {
  const form = firstApproved(facts, DBS_FORMS);
  if (!form) return missing('barred_list', 'no_approved_evidence');
  const lists = barredLists(form.answers);
  const details = lists.flatMap((list) => code('barred_lists', list));
  if (!lists.includes('children')) return missing('barred_list', 'not_on_certificate', details);
  return recorded('barred_list', typeof form.answers.issue_date === 'string' ? form.answers.issue_date : null, [
    ...code('source', 'dbs_certificate'),
    ...details,
  ]);
}

const TEACHER_RECORD_FORMS = ['tempest-forms/dfe-details', 'tempest-forms/DFE-details-old'] as const;

function prohibition(facts: ScrFacts): TScrRow {
  const decision = decideRequirement(facts.profile, 'tempest-forms/dfe-details');
  if (decision.requirement !== 'required' || !profileFacts(facts.profile).teacher) return notRequired('prohibition', ['S37', 'S44']);
  const form = firstApproved(facts, TEACHER_RECORD_FORMS);
  if (!form) return missing('prohibition', 'no_approved_evidence');
  const check = (form.checks ?? []).filter((c) => c.kind === 'register' && c.method === 'tra').sort((x, y) => (x.checked_on < y.checked_on ? -1 : 1)).at(-1);
  if (!check) return missing('prohibition', 'no_check_recorded', date('evidence_approved', form.approved_on));
  return recorded('prohibition', check.checked_on, [...code('register', check.method), ...code('result', check.result), ...text('checked_by', check.checker_name)]);
}

/** Section 128 directions show on an enhanced DBS with barred list applied for in the child workforce of independent schools [S45][S52]. */
function section128(facts: ScrFacts): TScrRow {
  if (!profileFacts(facts.profile).section_128) return notRequired('section_128', ['S45', 'S52']);
  const form = firstApproved(facts, DBS_FORMS);
  if (!form) return missing('section_128', 'no_approved_evidence');
  const position = typeof form.answers.position_applied_for === 'string' ? form.answers.position_applied_for : '';
  const details = text('position_applied_for', position);
  if (!/independent school/i.test(position) || !barredLists(form.answers).includes('children')) {
    return missing('section_128', 'not_on_certificate', details);
  }
  return recorded('section_128', typeof form.answers.issue_date === 'string' ? form.answers.issue_date : null, [
    ...code('source', 'dbs_certificate'),
    ...details,
  ]);
}

function overseas(facts: ScrFacts): TScrRow {
  if (decideRequirement(facts.profile, 'compliance-docs/oversieas-police-check').requirement === 'not_applicable') {
    return notRequired('overseas', ['S48']);
  }
  const form = firstApproved(facts, ['compliance-docs/oversieas-police-check', 'tempest-forms/oversieas-police-check']);
  if (!form) return missing('overseas', 'no_approved_evidence');
  // A country without a certificate was approved on a risk assessment: the school sees its decision and safeguards.
  return recorded('overseas', form.approved_on, [...date('evidence_approved', form.approved_on), ...assessmentDetails(form)]);
}

function qualifications(facts: ScrFacts): TScrRow {
  const required = decideRequirement(facts.profile, 'tempest-forms/qualification-check').requirement === 'required';
  const form = facts.approved.get('tempest-forms/qualification-check');
  const teacherRecord = firstApproved(facts, TEACHER_RECORD_FORMS);
  const qts = teacherRecord ? date('qts_date', teacherRecord.answers.qts_date) : [];
  if (!form && qts.length === 0) return required ? missing('qualifications', 'no_approved_evidence') : notRequired('qualifications', ['S62']);
  const details = form
    ? [...text('qualification', form.answers.check_type), ...text('institution', form.answers.institution), ...date('award_date', form.answers.award_date)]
    : [];
  return recorded('qualifications', form?.approved_on ?? teacherRecord?.approved_on ?? null, [...details, ...qts]);
}

function rightToWork(facts: ScrFacts): TScrRow {
  const form = firstApproved(facts, ['compliance-docs/right-to-work', 'tempest-forms/right-to-work']);
  if (!form) return missing('right_to_work', 'no_approved_evidence');
  const check = latest(form, 'right_to_work');
  if (!check) return missing('right_to_work', 'no_check_recorded', date('evidence_approved', form.approved_on));
  const followUp = date('follow_up', check.details.permission_expiry_date ?? null);
  const details = [...checkDetails(check), ...followUp];
  if (check.result === 'not_allowed') return missing('right_to_work', 'not_allowed', details);
  return recorded('right_to_work', check.checked_on, details);
}

function childcareDisqualification(facts: ScrFacts): TScrRow {
  if (!profileFacts(facts.profile).relevant_childcare) return notRequired('childcare_disqualification', ['S60', 'S59']);
  const form = facts.approved.get('tempest-forms/disqualification-check');
  if (!form) return missing('childcare_disqualification', 'no_approved_evidence');
  return recorded('childcare_disqualification', form.approved_on, [
    ...date('evidence_approved', form.approved_on),
    ...text('waiver_status', form.answers.waiver_status),
  ]);
}

/** KCSIE: at least two references [S53]; Conduct Regulations reg 22 [S62]. */
function references(facts: ScrFacts): TScrRow {
  const professional = facts.approved.get('references/professional-reference');
  const character = facts.approved.get('references/character-reference');
  const details = [...date('professional_reference', professional?.approved_on), ...date('character_reference', character?.approved_on)];
  if (!professional && !character) return missing('references', 'no_approved_evidence');
  if (!professional || !character) return missing('references', 'one_reference_missing', details);
  const last = [professional.approved_on, character.approved_on].filter((d): d is string => d !== null).sort().at(-1) ?? null;
  return recorded('references', last, details);
}

/** Every column, in the record's order. */
export function scrRows(facts: ScrFacts): TScrRow[] {
  return [
    identity(facts),
    dbs(facts),
    barredList(facts),
    prohibition(facts),
    section128(facts),
    overseas(facts),
    qualifications(facts),
    rightToWork(facts),
    childcareDisqualification(facts),
    references(facts),
  ];
}
