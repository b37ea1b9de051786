import { describe, expect, it } from 'vitest';
import type { FormKey } from '../forms/keys.js';
import { FORM_KEYS } from '../forms/registry.js';
import { PLACEMENT_ROLES, PLACEMENT_SETTINGS, ROLE_REGULATOR, type PlacementRole, type PlacementSetting } from './catalogues.js';
import { EMPTY_COMPLIANCE_PROFILE, type ComplianceProfile } from './profile.js';
import { decideRequirement, decideRequirements, FORM_RULES, profileFacts, REQUIREMENTS } from './requirements.js';

const profile = (
  roles: PlacementRole[],
  settings: PlacementSetting[],
  extra: Partial<Omit<ComplianceProfile, 'roles' | 'settings'>> = {},
): ComplianceProfile => ({ ...EMPTY_COMPLIANCE_PROFILE, roles, settings, ...extra });

const decide = (p: ComplianceProfile, key: FormKey) => decideRequirement(p, key);
const requirementOf = (p: ComplianceProfile, key: FormKey) => decide(p, key).requirement;

const teacherInSchool = profile(['teacher'], ['school']);
const childminder = profile(['early_years_practitioner'], ['domestic_childcare']);

describe('disqualification by association: only for childcare in a home [S57][S58][S59]', () => {
  const key = 'tempest-forms/disqualification-by-association-declaration';

  it('is not applicable in schools and nurseries, saying they must not ask', () => {
    for (const p of [teacherInSchool, profile(['early_years_practitioner'], ['early_years']), profile(['care_worker'], ['social_care'])]) {
      expect(decide(p, key)).toMatchObject({
        requirement: 'not_applicable',
        reason: 'rules.reasons.disqualification_by_association_not_domestic',
        forbidden: true,
        basis: 'law',
      });
    }
  });

  it('is required for domestic childcare', () => {
    expect(decide(childminder, key)).toMatchObject({
      requirement: 'required',
      reason: 'rules.reasons.disqualification_by_association_domestic',
      forbidden: false,
    });
    expect(profileFacts(childminder).household_question).toBe(true);
    expect(profileFacts(teacherInSchool).household_question).toBe(false);
  });
});

describe('childcare disqualification check: early years and under-8s wrap-around care [S60][S59]', () => {
  const key = 'tempest-forms/disqualification-check';

  it('is required for early years, wrap-around care with under-8s and childminding', () => {
    for (const setting of ['early_years', 'wrap_around_care', 'domestic_childcare'] as const) {
      expect(requirementOf(profile(['support_staff'], [setting]), key), setting).toBe('required');
    }
  });

  it('is required for an early years practitioner wherever they work (reception classes are early years)', () => {
    expect(requirementOf(profile(['early_years_practitioner'], ['school']), key)).toBe('required');
  });

  it('is not applicable for clubs with children aged 8 and over only, schools and social care', () => {
    for (const p of [profile(['support_staff'], ['wrap_around_care_over_8']), teacherInSchool, profile(['care_worker'], ['social_care'])]) {
      expect(decide(p, key)).toMatchObject({ requirement: 'not_applicable', reason: 'rules.reasons.childcare_disqualification_not_relevant' });
    }
  });
});

describe('professional registration: SWE for social workers, HCPC professions [S83][S84]', () => {
  const key = 'tempest-forms/professional-registration';

  it('is required for social workers, naming Social Work England', () => {
    expect(decide(profile(['social_worker'], ['social_care']), key)).toMatchObject({
      requirement: 'required',
      reason: 'rules.reasons.registration_swe',
    });
  });

  it('is required for each HCPC profession, naming the HCPC', () => {
    const hcpc = PLACEMENT_ROLES.filter((role) => ROLE_REGULATOR[role] === 'hcpc');
    expect(hcpc.length).toBeGreaterThanOrEqual(4);
    for (const role of hcpc) {
      expect(decide(profile([role], ['school']), key), role).toMatchObject({ requirement: 'required', reason: 'rules.reasons.registration_hcpc' });
    }
  });

  it('is not applicable for unregistered roles', () => {
    for (const role of ['teacher', 'teaching_assistant', 'care_worker', 'support_staff'] as const) {
      expect(requirementOf(profile([role], ['school', 'social_care']), key), role).toBe('not_applicable');
    }
  });
});

describe('DfE details: teachers, and section 128 for management in academies, free and independent schools', () => {
  const key = 'tempest-forms/dfe-details';

  it('is required for teachers', () => {
    expect(decide(teacherInSchool, key)).toMatchObject({ requirement: 'required', reason: 'rules.reasons.teacher_record' });
  });

  it('is not applicable for other roles without management', () => {
    for (const role of ['teaching_assistant', 'cover_supervisor', 'sen_support', 'support_staff'] as const) {
      expect(requirementOf(profile([role], ['academy']), key), role).toBe('not_applicable');
    }
  });

  it('asks section 128 only of management in academies, free schools and independent schools', () => {
    for (const setting of ['academy', 'free_school', 'independent_school'] as const) {
      const manager = profile(['support_staff'], [setting], { management: true });
      expect(profileFacts(manager).section_128, setting).toBe(true);
      expect(decide(manager, key), setting).toMatchObject({ requirement: 'required', reason: 'rules.reasons.teacher_record_section_128' });
      expect(decide({ ...manager, roles: ['teacher'] }, key).reason).toBe('rules.reasons.teacher_record_and_section_128');
    }
    // A maintained school's manager, or a teacher without management in an academy: no section 128.
    expect(profileFacts(profile(['teacher'], ['school'], { management: true })).section_128).toBe(false);
    expect(profileFacts(profile(['teacher'], ['academy'])).section_128).toBe(false);
    expect(requirementOf(profile(['support_staff'], ['school'], { management: true }), key)).toBe('not_applicable');
  });
});

describe('fitness to teach: only after a conditional offer marked by staff (Equality Act 2010 s.60)', () => {
  const key = 'tempest-forms/fitness-to-teach';
  it('is not applicable before the offer and required after it', () => {
    expect(decide(teacherInSchool, key)).toMatchObject({ requirement: 'not_applicable', reason: 'rules.reasons.fitness_before_offer', forbidden: true });
    expect(decide({ ...teacherInSchool, conditional_offer: true }, key)).toMatchObject({ requirement: 'required', reason: 'rules.reasons.fitness' });
  });
});

describe("'DfE details (earlier version)' is never offered", () => {
  it('is not applicable for every profile', () => {
    for (const p of [EMPTY_COMPLIANCE_PROFILE, teacherInSchool, profile(['teacher'], ['academy'], { management: true })]) {
      expect(decide(p, 'tempest-forms/DFE-details-old')).toMatchObject({
        requirement: 'not_applicable',
        reason: 'rules.reasons.teacher_record_superseded',
      });
    }
  });
});

describe("each form's rule", () => {
  const socialWorker = profile(['social_worker'], ['social_care'], { drives_for_work: true, lived_overseas: true, conditional_offer: true });
  type Row = [FormKey, string, string, string];
  // form, teacher in a school, childminder, social worker who drives, lived abroad and has an offer
  const table: Row[] = [
    ['compliance-docs/right-to-work', 'required', 'required', 'required'],
    ['tempest-forms/right-to-work', 'required', 'required', 'required'],
    ['compliance-docs/proof-of-id', 'required', 'required', 'required'],
    ['tempest-forms/proof-of-id', 'required', 'required', 'required'],
    ['tempest-forms/proof-of-address-check', 'required', 'required', 'required'],
    ['compliance-docs/proof-of-address-check-1', 'required', 'required', 'required'],
    ['compliance-docs/proof-of-address-check-2', 'required', 'required', 'required'],
    ['compliance-docs/national-insurance', 'required', 'required', 'required'],
    ['tempest-forms/name-change', 'optional', 'optional', 'optional'],
    ['compliance-docs/dbs-check', 'required', 'required', 'required'],
    ['tempest-forms/dbs-check', 'required', 'required', 'required'],
    ['tempest-forms/online-check-consent-form', 'optional', 'optional', 'optional'],
    ['tempest-forms/criminal-conviction-declaration', 'required', 'required', 'required'],
    ['tempest-forms/disqualification-check', 'not_applicable', 'required', 'not_applicable'],
    ['tempest-forms/disqualification-by-association-declaration', 'not_applicable', 'required', 'not_applicable'],
    ['compliance-docs/oversieas-police-check', 'not_applicable', 'not_applicable', 'required'],
    ['tempest-forms/oversieas-police-check', 'not_applicable', 'not_applicable', 'required'],
    ['tempest-forms/employment-history', 'required', 'required', 'required'],
    ['references/professional-reference', 'required', 'required', 'required'],
    ['references/character-reference', 'required', 'required', 'required'],
    ['references/academic-reference', 'optional', 'optional', 'optional'],
    ['tempest-forms/qualification-check', 'required', 'required', 'required'],
    ['tempest-forms/dfe-details', 'required', 'not_applicable', 'not_applicable'],
    ['tempest-forms/DFE-details-old', 'not_applicable', 'not_applicable', 'not_applicable'],
    ['tempest-forms/professional-registration', 'not_applicable', 'not_applicable', 'required'],
    ['compliance-docs/driving-documentation', 'not_applicable', 'not_applicable', 'required'],
    ['tempest-forms/driving-documentation', 'not_applicable', 'not_applicable', 'required'],
    ['tempest-forms/fitness-to-teach', 'not_applicable', 'not_applicable', 'required'],
    ['tempest-forms/candidate-and-REC-declaration', 'required', 'required', 'required'],
    ['tempest-forms/terms-of-engagement', 'required', 'required', 'required'],
    ['tempest-forms/candidate-declaration', 'required', 'required', 'required'],
    ['tempest-forms/code-of-conduct', 'required', 'required', 'required'],
    ['tempest-forms/keeping-children-safe-in-education', 'required', 'optional', 'optional'],
    ['tempest-forms/disciplinary-declaration', 'required', 'required', 'required'],
    ['tempest-forms/48-hour-opt-out-agreement', 'optional', 'optional', 'optional'],
    ['tempest-forms/equal-opportunities', 'optional', 'optional', 'optional'],
  ];

  it('covers every form in the registry', () => {
    expect(table.map(([key]) => key).sort()).toEqual([...FORM_KEYS].sort());
  });

  it.each(table)('%s: teacher %s, childminder %s, social worker %s', (key, teacher, minder, social) => {
    expect(requirementOf(teacherInSchool, key)).toBe(teacher);
    expect(requirementOf(childminder, key)).toBe(minder);
    expect(requirementOf(socialWorker, key)).toBe(social);
  });

  it('labels agency policy as policy, and cites sources for law and guidance', () => {
    const decisions = Object.values(decideRequirements(socialWorker));
    expect(decideRequirement(teacherInSchool, 'compliance-docs/proof-of-address-check-1').basis).toBe('policy');
    expect(decideRequirement(socialWorker, 'compliance-docs/driving-documentation').basis).toBe('policy');
    for (const d of decisions.filter((d) => d.basis !== 'policy')) expect(d.sources.length, d.rule).toBeGreaterThan(0);
    for (const d of decisions) for (const s of d.sources) expect(s).toMatch(/^S\d+$/);
  });
});

describe('no form left undecided', () => {
  const flags = [false, true];
  const profiles: ComplianceProfile[] = [EMPTY_COMPLIANCE_PROFILE, profile([...PLACEMENT_ROLES], [...PLACEMENT_SETTINGS])];
  for (const role of PLACEMENT_ROLES)
    for (const setting of PLACEMENT_SETTINGS)
      for (const management of flags)
        for (const drives_for_work of flags)
          for (const lived_overseas of flags)
            for (const conditional_offer of flags)
              profiles.push(profile([role], [setting], { management, drives_for_work, lived_overseas, conditional_offer }));

  it(`every form in the registry gets a decision for each of ${profiles.length} profiles`, () => {
    expect(Object.keys(FORM_RULES).sort()).toEqual([...FORM_KEYS].sort());
    const undecided: string[] = [];
    for (const p of profiles) {
      const decisions = decideRequirements(p);
      for (const key of FORM_KEYS) {
        const d = decisions[key];
        const ok = d && REQUIREMENTS.includes(d.requirement) && /^rules\.reasons\.[a-z0-9_]+$/.test(d.reason);
        if (!ok) undecided.push(`${key} for ${JSON.stringify(p)}`);
      }
    }
    expect(undecided).toEqual([]);
    // The one-form call agrees with the whole-registry one.
    for (const key of FORM_KEYS) expect(decideRequirement(profiles[1]!, key)).toEqual(decideRequirements(profiles[1]!)[key]);
  });
});

describe('questions the law forbids, not merely not needed', () => {
  it('are only the household question outside domestic childcare and health before an offer', () => {
    const everything = { ...teacherInSchool, roles: [...PLACEMENT_ROLES], settings: [...PLACEMENT_SETTINGS] };
    const forbiddenFor = (p: typeof teacherInSchool) =>
      Object.entries(decideRequirements(p)).flatMap(([key, d]) => (d.forbidden ? [key] : []));
    expect(forbiddenFor(teacherInSchool)).toEqual(['tempest-forms/disqualification-by-association-declaration', 'tempest-forms/fitness-to-teach']);
    expect(forbiddenFor({ ...everything, conditional_offer: true })).toEqual([]);
  });
});
