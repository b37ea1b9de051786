/**
 * Messages of the compliance profile and the rules that decide each check (packages/contract/src/rules).
 * Kept apart from en.ts/bn.ts and mounted under `rules`, e.g. 'rules.reasons.dbs'. Reasons name their
 * source in brackets; those that are the agency's own choice start with 'Agency policy' or say so.
 * The Bengali is in rules-bn.ts.
 */
const role = (label: string, hint: string) => ({ label, hint });

export const rulesEn = {
  profile: {
    title: 'Your work',
    intro: 'Tell us what work you are looking for, so that we ask only for the checks it needs. You can change this later.',
    roles_label: 'Which kinds of work are you looking for?',
    roles_hint: 'Choose all that apply.',
    settings_label: 'Where would you like to work?',
    settings_hint: 'Choose all that apply. The law asks for different checks in different places.',
    management_label: 'Will you have a management role, such as head teacher, deputy head or head of department?',
    management_hint: 'Managers in academies, free schools and independent schools need an extra check (section 128).',
    drives_for_work_label: 'Will you drive as part of your work?',
    drives_for_work_hint: 'For example, taking children or the people you support to appointments.',
    lived_overseas_label: 'In the last 5 years, have you lived outside the UK for 3 months or more?',
    lived_overseas_hint: 'If so, we ask for a police check from each country (agency policy).',
    conditional_offer_label: 'Conditional offer made',
    conditional_offer_hint:
      'Tick this once the candidate has a conditional offer. Only then may they be asked about their health (Equality Act 2010, s.60).',
    roles_required: 'Choose at least one kind of work',
    role_invalid: 'Choose kinds of work from the list',
    settings_required: 'Choose at least one place of work',
    setting_invalid: 'Choose places of work from the list',
  },
  roles: {
    teacher: role('Teacher', 'Teaching classes, including supply and cover teaching.'),
    teaching_assistant: role('Teaching assistant', 'Helping a teacher in class, with a group or with one child.'),
    cover_supervisor: role('Cover supervisor', 'Looking after a class when the teacher is away, with work the teacher has set.'),
    sen_support: role('Special educational needs (SEN) support', 'Supporting children with special educational needs or disabilities.'),
    early_years_practitioner: role(
      'Early years practitioner',
      'Caring for and teaching children under 5, in a nursery, pre-school or reception class.',
    ),
    social_worker: role('Social worker', 'Registered social work with children, families or adults.'),
    care_worker: role('Care or support worker', 'Personal care and support for children or adults, for example in a care home or at home.'),
    support_staff: role('Other support staff', 'For example office, site, catering or lunchtime staff.'),
    speech_and_language_therapist: role('Speech and language therapist', 'Registered with the HCPC.'),
    occupational_therapist: role('Occupational therapist', 'Registered with the HCPC.'),
    physiotherapist: role('Physiotherapist', 'Registered with the HCPC.'),
    practitioner_psychologist: role(
      'Psychologist, for example an educational psychologist',
      'Registered with the HCPC as a practitioner psychologist.',
    ),
  },
  settings: {
    school: role('School run by the local council', 'A state primary, secondary or special school. Not sure which kind? Choose this one.'),
    academy: role('Academy', 'A state school run by an academy trust.'),
    free_school: role('Free school', 'A state-funded school set up as a free school.'),
    independent_school: role('Independent (private) school', 'A school that charges fees or is not funded by the state.'),
    early_years: role('Nursery, pre-school or reception class', 'Care and education for children from birth to 5.'),
    wrap_around_care: role(
      'Breakfast, after-school or holiday club with children under 8',
      'Care for children under 8 outside school hours.',
    ),
    wrap_around_care_over_8: role(
      'Breakfast, after-school or holiday club for children aged 8 and over only',
      'No children under 8.',
    ),
    domestic_childcare: role('Childminding or childcare in a home', "Registered childcare in a home, such as a childminder's."),
    social_care: role('Social care', "Children's homes, care homes, supported living and council social care teams."),
  },
  requirements: { required: 'Required', optional: 'Optional', not_applicable: 'Not needed for your work' },
  bases: { law: 'Law', guidance: 'Official guidance', policy: 'Agency policy' },
  sections: {
    identity_and_right_to_work: 'Identity and right to work',
    criminal_record: 'Criminal record and safeguarding checks',
    references: 'References',
    role_checks: 'Qualifications and fitness for the role',
    declarations: 'Declarations and agreements',
  },
  subjects: {
    right_to_work: 'Right to work',
    identity: 'Identity',
    dbs: 'DBS check',
    overseas_checks: 'Overseas police checks',
    driving: 'Driving',
  },
  reasons: {
    right_to_work: 'Everyone must show they may work in the UK before starting (Immigration, Asylum and Nationality Act 2006)',
    identity: 'We must confirm who you are before placing you, and tell the school it was checked (Conduct Regulations 2003; KCSIE)',
    address_history: 'A DBS check needs every address you have lived at in the last 5 years (DBS identity checking guidelines)',
    address_documents: 'Agency policy: two proofs of address from different sources, which also count towards your DBS identity check',
    national_insurance: 'A DBS application needs your National Insurance number (DBS identity checking guidelines)',
    name_change: 'Only if you have used another name: a DBS check needs all your previous names (DBS identity checking guidelines)',
    dbs: 'Work with children or vulnerable adults needs an enhanced DBS check, with the barred list where it applies (Police Act 1997; KCSIE)',
    dbs_update_service: 'Only if your DBS certificate is on the Update Service: with your consent we check it online (DBS Update Service)',
    criminal_record:
      'Work with children or vulnerable adults is an exception to the Rehabilitation of Offenders Act, so we must ask. Protected cautions and convictions need not be declared (ROA 1974 Exceptions Order)',
    disqualification_by_association_domestic:
      'You will work in childcare in a home, where the law asks about people who live or work there (Childcare (Disqualification) Regulations 2018)',
    disqualification_by_association_not_domestic:
      'Schools and nurseries must not ask about people you live with (Childcare (Disqualification) Regulations 2018)',
    childcare_disqualification:
      'Work in early years, or in childcare for children under 8, needs a childcare disqualification check (Childcare Act 2006)',
    childcare_disqualification_not_relevant:
      'Only for early years, and for care of children under 8 outside school hours (Childcare Act 2006)',
    overseas_checks:
      'You lived outside the UK for 3 months or more in the last 5 years, so we need police checks from those countries (KCSIE; the 3-month rule is agency policy)',
    overseas_checks_not_needed: 'Only if you lived outside the UK for 3 months or more in the last 5 years (agency policy)',
    references:
      'Two references from people who are not relatives and who agree to them being shared with the employer (Conduct Regulations 2003, reg 22)',
    second_reference: 'Your second reference: the law asks for two, from people who are not relatives (Conduct Regulations 2003, reg 22)',
    employment_history:
      'Schools and employers must look into any gap in your last 5 years, and take references from the employers it shows (KCSIE)',
    academic_reference: 'Only if you studied in the last two years: a tutor can cover that time (agency policy)',
    qualifications:
      'We must keep copies of the qualifications your work needs and offer them to the employer (Conduct Regulations 2003, reg 22)',
    qualifications_optional: 'Add any qualification an employer asks for (Conduct Regulations 2003, reg 22)',
    teacher_record:
      'Teachers need a check of their teacher record, including any prohibition from teaching (KCSIE; Teaching Regulation Agency)',
    teacher_record_section_128:
      'Managers in academies, free schools and independent schools need a section 128 check (Education and Skills Act 2008, s.128)',
    teacher_record_and_section_128:
      'Teachers need a check of their teacher record, and managers in academies, free schools and independent schools a section 128 check too (KCSIE; Education and Skills Act 2008, s.128)',
    teacher_record_not_needed: 'Only for teachers, and for managers in academies, free schools and independent schools (KCSIE)',
    teacher_record_superseded: "Replaced by 'DfE details'. Earlier answers to this form can still be opened",
    registration_swe: 'Social workers must be registered with Social Work England',
    registration_hcpc: 'Your profession must be registered with the Health and Care Professions Council (HCPC)',
    registration_not_needed: 'Only for social workers and professions registered with the HCPC',
    driving: 'You will drive for work, so we check your licence and business insurance (agency policy)',
    driving_not_needed: 'Only if you will drive for work (agency policy)',
    fitness: 'You have a conditional offer, so we may now ask about your health for this role (Equality Act 2010, s.60)',
    fitness_before_offer: 'Health questions may be asked only after a conditional offer (Equality Act 2010, s.60)',
    kcsie: 'Everyone working in schools must read Part one of Keeping children safe in education (KCSIE)',
    kcsie_optional: 'Written for schools; recommended for other work with children (agency policy)',
    rec_declaration:
      'Before finding you work we must give you a key information document and agree terms with you (Conduct Regulations 2003, regs 13A to 15)',
    terms_of_engagement: 'Terms must be agreed in writing before we find you work (Conduct Regulations 2003, regs 14 and 15)',
    candidate_declaration: 'Agency policy: confirm that your information is true and that you will tell us about any change',
    code_of_conduct: 'Agency policy: everyone we place agrees to our code of conduct',
    disciplinary: 'Agency policy for safer recruitment: we ask about past dismissals and investigations',
    working_time_opt_out:
      'Your choice: opting out of the 48-hour week is voluntary, and under-18s cannot opt out (Working Time Regulations 1998)',
    equal_opportunities:
      'Your choice: used only for anonymous equality monitoring, never for decisions about you (Data Protection Act 2018, Sch. 1 para 8)',
  },
  deadlines: {
    right_to_work_permission_expiry:
      'Check again before the permission to work ends (Immigration, Asylum and Nationality Act 2006)',
    right_to_work_pvn: "Check again within 6 months of the Home Office's positive verification notice (Employer Checking Service)",
    right_to_work_not_accepted: 'This document no longer proves the right to work: check again by share code',
    dbs_recheck: 'Agency policy: a new DBS check, or an Update Service check, every {{months}} months',
    registration_swe: 'Social Work England registration is renewed each year by 30 November: check the register again',
    registration_hcpc: 'HCPC registration is renewed every two years: check the register again when it ends',
    kcsie_edition: 'Sign again when the new edition of KCSIE comes into force',
    driving: 'The licence or the business insurance ends',
    opt_out_end: 'The opt-out agreement ends',
  },
  retention: {
    right_to_work: 'Kept unaltered while you work through us and for 2 years after (Immigration, Asylum and Nationality Act 2006)',
    dbs_certificate:
      'The certificate copy is deleted 6 months after the check; we keep only the record of the check, its result and our decision (KCSIE)',
    dbs_identity: 'Details of the documents used for your DBS check are kept for 2 years (DBS identity checking guidelines)',
    work_seeker_record: 'Kept for at least 1 year after we last find you work (Conduct Regulations 2003)',
    contract: 'Kept for 6 years after we last find you work (Limitation Act 1980)',
    working_time: 'Kept for 2 years after we last find you work (Working Time Regulations 1998)',
    criminal_record_details:
      'The details you give are deleted 6 months after our decision; the decision is kept (UK GDPR Article 10)',
    unsuccessful: 'Agency policy: if we do not place you, your records are deleted {{months}} months after we close your application',
  },
  cross: {
    driving_licence_twice: 'A driving licence cannot be both your proof of identity and your proof of address. Please choose another document.',
    same_address_source:
      'Your two proofs of address must be different kinds of document (agency policy), for example a bank statement and a council tax bill.',
  },
  history: {
    title: 'History and references',
    intro: 'What to look into in the last 5 years (KCSIE). Flags, not refusals: you decide.',
    none: 'No gaps, and the references cover the most recent employer and the last one with children.',
    history_missing: 'No employment history yet: gaps and references cannot be checked.',
    gap: 'Gap from {{from, date}} to {{to, date}}, not explained.',
    not_working: 'Not in work from {{from, date}} to {{to, date}}: {{detail}}',
    no_recent_employer_reference: 'No reference from the most recent employer ({{detail}}).',
    no_children_employer_reference: 'No reference from the last employer where they worked with children ({{detail}}).',
    ongoing: 'now',
  },
  checks: {
    title: 'Checks',
    record: 'Record a check',
    none_yet: 'No check recorded yet.',
    kind: {
      right_to_work: 'Right to work check',
      dbs_status: 'DBS Update Service status check',
      identity: 'Identity check for the DBS application',
      register: 'Register check',
      risk_assessment: 'Safeguarding risk assessment',
    },
    method_label: 'How it was checked',
    methods: {
      manual: 'Manual check of the original document, in person',
      idsp: 'Identity service provider (IDSP) check',
      online: "Home Office online check with the candidate's share code",
      ecs: 'Employer Checking Service (ECS)',
      update_service: 'DBS Update Service status check',
      face_to_face: 'Face to face, with the original documents',
      video_with_originals: "By video, with the original documents in the checker's hands",
      idsp_gpg45_high: 'Certified identity service (IDSP) at GPG45 high confidence',
      tra: "DfE 'Check a teacher's record' service",
      set: 'Society for Education and Training register (QTLS)',
      swe: 'Social Work England register',
      hcpc: 'HCPC register',
      certificate_unobtainable: 'A country the candidate lived in gives no police certificate they can get',
      information_disclosed: 'The DBS certificate discloses convictions, cautions or other information',
    },
    result_label: 'Result',
    choose_decision: 'Choose the decision',
    risk_reason_label: 'Why it is needed',
    decision_label: 'Decision',
    results: {
      continuous: 'Continuous right to work: no follow-up needed',
      time_limited: 'Time-limited permission: check again when it ends',
      pvn: 'Positive verification notice: check again within 6 months',
      not_allowed: 'No right to work shown: the candidate cannot be placed',
      current: 'Certificate still current',
      not_current: 'Certificate no longer current: new DBS check needed',
      verified: 'Identity verified',
      not_verified: 'Identity not verified: do not go ahead',
      clear: 'On the register, with no restrictions',
      restricted: 'On the register with conditions, a sanction or a prohibition',
      not_found: 'Not found on the register',
      proceed: 'Go ahead: the other evidence is enough',
      proceed_with_safeguards: 'Go ahead with the safeguards below',
      do_not_proceed: 'Do not go ahead',
    },
    route_label: 'DBS identity route',
    routes: {
      '1': 'Route 1: a Group 1 document and two more from Groups 1, 2a or 2b',
      '2': 'Route 2: three documents from Group 2 and an external ID validation',
      '3': 'Route 3: a birth certificate issued after birth and three more documents',
    },
    documents_seen_label: 'Documents seen (kind and number)',
    notes_label: 'What the register shows',
    evidence_considered_label: "What was weighed (other evidence, what was disclosed, the candidate's account, relevance to the role)",
    safeguards_label: 'Safeguards while the candidate works',
    risk_reference_label: 'Reference (for example a case or file number)',
    checked_on_label: 'Date of the check',
    permission_expiry_label: 'Permission ends on',
    pvn_date_label: 'Date of the positive verification notice',
    reference_label: 'Reference (share code, IDSP report or PVN reference)',
    register_reference_label: 'Registration number or TRN',
    save: 'Save the check',
    saved: 'Check recorded',
    by: '{{name}} checked on {{date}}',
    follow_up_due: 'Follow-up check due by {{date}}',
    no_follow_up: 'No follow-up check due',
    kind_invalid: 'Choose a kind of check this form takes',
    method_invalid: 'Choose how it was checked from the list',
    result_invalid: 'Choose a result from the list',
    permission_expiry_required: 'Enter the day the permission ends',
    pvn_date_required: 'Enter the date of the positive verification notice',
    pvn_needs_ecs: 'A positive verification notice comes only from the Employer Checking Service',
    checked_on_future: 'The date of the check cannot be in the future',
    not_checkable: 'This form does not take a check',
    route_invalid: 'Choose the DBS identity route',
    documents_seen_required: 'List the documents you saw',
    notes_required: 'Say what the register shows',
    evidence_considered_required: 'Say what was weighed',
    safeguards_required: 'Say which safeguards apply',
    decision_invalid: 'Choose a decision from the list',
    risk_reason_invalid: 'The reason must be the one these answers call for',
    risk_needed: {
      certificate_unobtainable:
        'A country has no police certificate: record a risk assessment that lets the candidate go ahead before approving this check.',
      information_disclosed:
        'The certificate is not clear: record a risk assessment that lets the candidate go ahead before approving it.',
    },
    risk_assessment_refuses: 'The latest risk assessment says not to go ahead: this check cannot be approved.',
    waits: {
      risk_assessment_needed: 'Risk assessment needed before approval',
      risk_assessment_refuses: 'Risk assessment: do not go ahead',
    },
  },
  lawful_basis: {
    label: 'Lawful basis',
    bases: {
      legal_obligation: 'Legal obligation (UK GDPR Article 6(1)(c))',
      contract: 'Contract (UK GDPR Article 6(1)(b))',
      legitimate_interests: 'Legitimate interests (UK GDPR Article 6(1)(f))',
    },
    conditions: {
      employment: 'Employment (DPA 2018 Sch. 1 para 1)',
      safeguarding: 'Safeguarding of children and individuals at risk (DPA 2018 Sch. 1 para 18)',
      equality_monitoring: 'Equality monitoring (DPA 2018 Sch. 1 para 8)',
    },
  },
} as const;

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };
export type RulesMessages = Shape<typeof rulesEn>;

export { rulesBn } from './rules-bn.js';
