/**
 * The labels of the forms as an auditor reads them in a compliance pack. The forms speak to the person filling
 * them in ('Your document', 'Do you hold…?'); a pack is read by someone else, about the candidate, so every label
 * that says 'you' has a third-person version here, keyed by the label's English text (the same text reads the same
 * way on every form). The referee's questions speak to the referee, so they have their own set. A test walks every
 * definition and fails on a label the pack would print with 'you' or 'your' (আপনি, আপনার, তোমার) in it.
 */
import type { ChoiceOption, FormDefinition, FormField, LocalizedText, OptionSource } from './types.js';

type Wording = Readonly<Record<string, LocalizedText>>;

const CANDIDATE: Wording = {
  // Section titles
  'About you': { en: 'About the candidate', bn: 'প্রার্থী সম্পর্কে' },
  'Your answers': { en: "The candidate's answers", bn: 'প্রার্থীর উত্তর' },
  'Your document': { en: "The candidate's document", bn: 'প্রার্থীর নথি' },
  'Your certificate': { en: "The candidate's certificate", bn: 'প্রার্থীর সনদ' },
  'Your licence': { en: "The candidate's licence", bn: 'প্রার্থীর লাইসেন্স' },
  'Your insurance': { en: "The candidate's insurance", bn: 'প্রার্থীর বিমা' },
  'Your number': { en: "The candidate's number", bn: 'প্রার্থীর নম্বর' },
  'Your referee': { en: "The candidate's referee", bn: 'প্রার্থীর সুপারিশকারী' },
  'Your course': { en: "The candidate's course", bn: 'প্রার্থীর কোর্স' },
  'Your job there': { en: "The candidate's job there", bn: 'সেখানে প্রার্থীর চাকরি' },
  'Your DBS check': { en: "The candidate's DBS check", bn: 'প্রার্থীর ডিবিএস যাচাই' },
  'Your teacher record': { en: "The candidate's teacher record", bn: 'প্রার্থীর শিক্ষক রেকর্ড' },
  'Your previous names': { en: "The candidate's previous names", bn: 'প্রার্থীর আগের নামগুলো' },
  'Your registration': { en: "The candidate's registration", bn: 'প্রার্থীর নিবন্ধন' },
  'Your addresses': { en: "The candidate's addresses", bn: 'প্রার্থীর ঠিকানাগুলো' },
  'Your qualification': { en: "The candidate's qualification", bn: 'প্রার্থীর যোগ্যতা' },
  'Countries you have lived in': { en: 'Countries the candidate has lived in', bn: 'যে সব দেশে প্রার্থী বসবাস করেছেন' },
  // Questions
  'Categories you may drive': { en: 'Categories the candidate may drive', bn: 'প্রার্থী যে শ্রেণির যানবাহন চালাতে পারেন' },
  'Penalty points on your licence': { en: "Penalty points on the candidate's licence", bn: 'প্রার্থীর লাইসেন্সে থাকা জরিমানা পয়েন্ট' },
  'Front and back of your licence': { en: "Front and back of the candidate's licence", bn: 'প্রার্থীর লাইসেন্সের সামনের ও পেছনের দিক' },
  'Does your car insurance cover driving for business?': {
    en: "Does the candidate's car insurance cover driving for business?",
    bn: 'প্রার্থীর গাড়ির বিমা কি ব্যবসায়িক কাজে গাড়ি চালানোর ক্ষেত্রেও প্রযোজ্য?',
  },
  'In the last 5 years, have you lived outside the UK for 3 months or more?': {
    en: 'In the last 5 years, has the candidate lived outside the UK for 3 months or more?',
    bn: 'গত ৫ বছরে প্রার্থী কি একটানা ৩ মাস বা তার বেশি সময় যুক্তরাজ্যের বাইরে বসবাস করেছেন?',
  },
  'Countries you lived in': { en: 'Countries the candidate lived in', bn: 'যে সব দেশে প্রার্থী বসবাস করেছেন' },
  'Do you have a police certificate from this country?': {
    en: 'Does the candidate have a police certificate from this country?',
    bn: 'এই দেশের পুলিশ সনদ কি প্রার্থীর কাছে আছে?',
  },
  'Why can you not get a certificate?': { en: 'Why the candidate cannot get a certificate', bn: 'প্রার্থী কেন সনদ সংগ্রহ করতে পারছেন না' },
  'What other evidence can you give instead?': {
    en: 'Other evidence the candidate can give instead',
    bn: 'এর বদলে প্রার্থী অন্য যে প্রমাণ দিতে পারেন',
  },
  'Have you taught or trained as a teacher outside the UK?': {
    en: 'Has the candidate taught or trained as a teacher outside the UK?',
    bn: 'প্রার্থী কি যুক্তরাজ্যের বাইরে শিক্ষক হিসেবে পড়িয়েছেন বা প্রশিক্ষণ নিয়েছেন?',
  },
  'A document showing your National Insurance number': {
    en: "A document showing the candidate's National Insurance number",
    bn: 'প্রার্থীর ন্যাশনাল ইন্স্যুরেন্স নম্বরসহ একটি নথি',
  },
  'How do you know them?': { en: 'How the candidate knows the referee', bn: 'প্রার্থী সুপারিশকারীকে কীভাবে চেনেন' },
  'How did you attend?': { en: 'How the candidate attended', bn: 'প্রার্থী কীভাবে কোর্সটি করেছেন' },
  'Your job title': { en: "The candidate's job title", bn: 'প্রার্থীর পদবি' },
  'You worked there from': { en: 'The candidate worked there from', bn: 'সেখানে প্রার্থীর কাজ শুরুর তারিখ' },
  'You worked there until': { en: 'The candidate worked there until', bn: 'সেখানে প্রার্থীর কাজ শেষের তারিখ' },
  'Is this your most recent employer?': {
    en: "Is this the candidate's most recent employer?",
    bn: 'এটি কি প্রার্থীর সবচেয়ে সাম্প্রতিক নিয়োগকর্তা?',
  },
  'Why is your most recent employer not your referee?': {
    en: "Why the candidate's most recent employer is not the referee",
    bn: 'প্রার্থীর সবচেয়ে সাম্প্রতিক নিয়োগকর্তা কেন সুপারিশকারী নন',
  },
  'Did you work with children in this job?': {
    en: 'Did the candidate work with children in this job?',
    bn: 'এই চাকরিতে কি প্রার্থী শিশুদের সাথে কাজ করেছেন?',
  },
  'Do you want to opt out of the 48-hour average weekly working limit?': {
    en: 'Does the candidate opt out of the 48-hour average weekly working limit?',
    bn: 'প্রার্থী কি সপ্তাহে গড়ে ৪৮ ঘণ্টা কাজের সীমা থেকে অব্যাহতি নিয়েছেন?',
  },
  'Do you have any convictions, cautions, reprimands or final warnings, in the UK or elsewhere, that are not protected?': {
    en: 'Does the candidate have any convictions, cautions, reprimands or final warnings, in the UK or elsewhere, that are not protected?',
    bn: 'যুক্তরাজ্যে বা অন্য কোথাও প্রার্থীর কি এমন কোনো দণ্ড, সতর্কবার্তা, তিরস্কার বা চূড়ান্ত হুঁশিয়ারি আছে যা সুরক্ষিত নয়?',
  },
  'Are you facing any charges, prosecutions or police investigations that have not yet been decided?': {
    en: 'Is the candidate facing any charges, prosecutions or police investigations that have not yet been decided?',
    bn: 'প্রার্থীর বিরুদ্ধে কি এমন কোনো অভিযোগ, মামলা বা পুলিশি তদন্ত চলছে যার এখনও নিষ্পত্তি হয়নি?',
  },
  'Do you already hold an Enhanced DBS certificate?': {
    en: 'Does the candidate already hold an Enhanced DBS certificate?',
    bn: 'প্রার্থীর কাছে কি আগে থেকেই এনহ্যান্সড ডিবিএস সনদ আছে?',
  },
  'Your addresses in the last 5 years': { en: "The candidate's addresses in the last 5 years", bn: 'গত ৫ বছরে প্রার্থীর ঠিকানাগুলো' },
  'Do you have qualified teacher status (QTS)?': {
    en: 'Does the candidate have qualified teacher status (QTS)?',
    bn: 'প্রার্থীর কি যোগ্য শিক্ষকের মর্যাদা (QTS) আছে?',
  },
  'Do you have early years teacher status (EYTS)?': {
    en: 'Does the candidate have early years teacher status (EYTS)?',
    bn: 'প্রার্থীর কি আর্লি ইয়ার্স শিক্ষকের মর্যাদা (EYTS) আছে?',
  },
  'National professional qualifications (NPQs) you hold': {
    en: 'National professional qualifications (NPQs) the candidate holds',
    bn: 'প্রার্থীর অর্জিত ন্যাশনাল প্রফেশনাল কোয়ালিফিকেশন (NPQ)',
  },
  'Do you have qualified teacher learning and skills (QTLS) status?': {
    en: 'Does the candidate have qualified teacher learning and skills (QTLS) status?',
    bn: 'প্রার্থীর কি কোয়ালিফাইড টিচার লার্নিং অ্যান্ড স্কিলস (QTLS) মর্যাদা আছে?',
  },
  'Are you subject to any prohibition, sanction or restriction from the Department for Education or the Teaching Regulation Agency?': {
    en: 'Is the candidate subject to any prohibition, sanction or restriction from the Department for Education or the Teaching Regulation Agency?',
    bn: 'শিক্ষা বিভাগ বা টিচিং রেগুলেশন এজেন্সির দেওয়া কোনো নিষেধাজ্ঞা, শাস্তি বা বিধিনিষেধ কি প্রার্থীর ওপর আছে?',
  },
  'Have you ever had a sanction from the former General Teaching Council for England (GTCE), or a finding of misconduct against you?': {
    en: 'Has the candidate ever had a sanction from the former General Teaching Council for England (GTCE), or a finding of misconduct against them?',
    bn: 'সাবেক জেনারেল টিচিং কাউন্সিল ফর ইংল্যান্ড (GTCE) কি কখনো প্রার্থীকে কোনো শাস্তি দিয়েছে, অথবা প্রার্থীর বিরুদ্ধে কি কখনো অসদাচরণের সিদ্ধান্ত হয়েছে?',
  },
  'Have you ever been dismissed from a job?': {
    en: 'Has the candidate ever been dismissed from a job?',
    bn: 'প্রার্থীকে কি কখনো কোনো চাকরি থেকে বরখাস্ত করা হয়েছে?',
  },
  'Have you ever been the subject of a disciplinary or safeguarding investigation, whatever the outcome?': {
    en: 'Has the candidate ever been the subject of a disciplinary or safeguarding investigation, whatever the outcome?',
    bn: 'ফলাফল যা-ই হোক, প্রার্থীর বিরুদ্ধে কি কখনো কোনো শৃঙ্খলাজনিত বা সুরক্ষা-সংক্রান্ত তদন্ত হয়েছে?',
  },
  'Does anyone who lives or works in your household have a conviction, caution or order that would disqualify them from working with children?': {
    en: "Does anyone who lives or works in the candidate's household have a conviction, caution or order that would disqualify them from working with children?",
    bn: 'প্রার্থীর বাড়িতে বসবাসকারী বা কর্মরত কারও কি এমন কোনো দণ্ড, সতর্কবার্তা বা আদেশ আছে যার কারণে তিনি শিশুদের সাথে কাজ করার অযোগ্য হবেন?',
  },
  'Do any of these apply to you?': { en: 'Do any of these apply to the candidate?', bn: 'এগুলোর কোনোটি কি প্রার্থীর ক্ষেত্রে প্রযোজ্য?' },
  'An order or decision about the care of a child, for example a care order or a child being removed from your care': {
    en: "An order or decision about the care of a child, for example a care order or a child being removed from the candidate's care",
    bn: 'কোনো শিশুর পরিচর্যা নিয়ে আদালতের আদেশ বা সিদ্ধান্ত, যেমন কেয়ার অর্ডার, অথবা প্রার্থীর তত্ত্বাবধান থেকে কোনো শিশুকে সরিয়ে নেওয়া',
  },
  'Being refused registration, or having your registration cancelled, as a childminder or other childcare provider': {
    en: 'Being refused registration, or having their registration cancelled, as a childminder or other childcare provider',
    bn: 'চাইল্ডমাইন্ডার বা অন্য কোনো শিশু-পরিচর্যা প্রদানকারী হিসেবে প্রার্থীর নিবন্ধন প্রত্যাখ্যাত হওয়া, অথবা নিবন্ধন বাতিল হওয়া',
  },
  'A direction under section 142 of the Education Act 2002 that prohibits or restricts you from teaching or from school management': {
    en: 'A direction under section 142 of the Education Act 2002 that prohibits or restricts the candidate from teaching or from school management',
    bn: 'এডুকেশন অ্যাক্ট ২০০২-এর ১৪২ ধারার অধীনে এমন কোনো নির্দেশ, যা প্রার্থীকে শিক্ষকতা বা বিদ্যালয় ব্যবস্থাপনার কাজ থেকে নিষিদ্ধ বা সীমিত করে',
  },
  'Another reason you may be disqualified': { en: 'Another reason the candidate may be disqualified', bn: 'প্রার্থী অযোগ্য হতে পারেন এমন অন্য কোনো কারণ' },
  'Has Ofsted waived your disqualification?': {
    en: "Has Ofsted waived the candidate's disqualification?",
    bn: 'অফস্টেড কি প্রার্থীর অযোগ্যতা মওকুফ করেছে?',
  },
  'Will you drive as part of your work?': { en: 'Will the candidate drive as part of their work?', bn: 'কাজের অংশ হিসেবে প্রার্থী কি গাড়ি চালাবেন?' },
  'Will you drive pupils or service users?': {
    en: 'Will the candidate drive pupils or service users?',
    bn: 'প্রার্থী কি শিক্ষার্থী বা সেবাগ্রহীতাদের গাড়িতে বহন করবেন?',
  },
  'What you have been doing': { en: 'What the candidate has been doing', bn: 'প্রার্থী যা করেছেন' },
  'What were you doing?': { en: 'What the candidate was doing', bn: 'প্রার্থী কী করছিলেন' },
  'Tell us what you were doing': { en: 'What the candidate was doing, in their words', bn: 'প্রার্থী কী করছিলেন, তাঁর নিজের ভাষায়' },
  'Did you work with children?': { en: 'Did the candidate work with children?', bn: 'প্রার্থী কি শিশুদের সাথে কাজ করেছেন?' },
  'Why did you leave?': { en: 'Why the candidate left', bn: 'প্রার্থী কেন চলে এসেছেন' },
  'Do you consider yourself to have a disability?': {
    en: 'Does the candidate consider themselves to have a disability?',
    bn: 'প্রার্থী কি মনে করেন যে তাঁর কোনো প্রতিবন্ধিতা আছে?',
  },
  'Do you have any physical or mental health condition that could affect your ability to work safely with children or young people?': {
    en: "Does the candidate have any physical or mental health condition that could affect their ability to work safely with children or young people?",
    bn: 'প্রার্থীর কি এমন কোনো শারীরিক বা মানসিক স্বাস্থ্যগত অবস্থা আছে যা শিশু বা কিশোর-কিশোরীদের সাথে নিরাপদে কাজ করার সক্ষমতায় প্রভাব ফেলতে পারে?',
  },
  'Please tell us about the condition and how it affects your work': {
    en: "The condition and how it affects the candidate's work",
    bn: 'অবস্থাটি এবং এটি প্রার্থীর কাজে কীভাবে প্রভাব ফেলে',
  },
  'Do you need any adjustments at work because of a health condition or disability?': {
    en: 'Does the candidate need any adjustments at work because of a health condition or disability?',
    bn: 'কোনো স্বাস্থ্যগত অবস্থা বা প্রতিবন্ধিতার কারণে কর্মক্ষেত্রে কি প্রার্থীর কোনো বিশেষ ব্যবস্থা বা সমন্বয় প্রয়োজন?',
  },
  'What adjustments do you need?': { en: 'The adjustments the candidate needs', bn: 'প্রার্থীর যে ধরনের ব্যবস্থা বা সমন্বয় প্রয়োজন' },
  'If it is needed, do you agree to be referred to an occupational health adviser?': {
    en: 'If it is needed, does the candidate agree to be referred to an occupational health adviser?',
    bn: 'প্রয়োজন হলে প্রার্থীকে পেশাগত স্বাস্থ্য পরামর্শকের কাছে পাঠানোয় প্রার্থী কি সম্মত?',
  },
  'Have you also read Annex B?': { en: 'Has the candidate also read Annex B?', bn: 'প্রার্থী কি পরিশিষ্ট বি (Annex B)-ও পড়েছেন?' },
  'Which edition did you read?': { en: 'The edition the candidate read', bn: 'প্রার্থী যে সংস্করণ পড়েছেন' },
  'Any conditions, suspension or caution on your registration?': {
    en: "Any conditions, suspension or caution on the candidate's registration?",
    bn: 'প্রার্থীর নিবন্ধনে কি কোনো শর্ত, স্থগিতাদেশ বা সতর্কতা আছে?',
  },
  'What are you sending?': { en: 'What the candidate sent', bn: 'প্রার্থী যা জমা দিয়েছেন' },
  'Your right to work comes from': { en: "The candidate's right to work comes from", bn: 'প্রার্থীর কাজের অধিকারের ভিত্তি' },
};

const REFEREE: Wording = {
  'Do you know of any reason why the candidate should not work with children or vulnerable adults?': {
    en: 'Does the referee know of any reason why the candidate should not work with children or vulnerable adults?',
    bn: 'প্রার্থীর শিশু বা ঝুঁকিপূর্ণ প্রাপ্তবয়স্কদের সাথে কাজ করা উচিত নয়, এমন কোনো কারণ কি সুপারিশকারীর জানা আছে?',
  },
  'As far as you know, has the candidate been subject to any disciplinary action or safeguarding concern?': {
    en: 'As far as the referee knows, has the candidate been subject to any disciplinary action or safeguarding concern?',
    bn: 'সুপারিশকারীর জানামতে, প্রার্থীর বিরুদ্ধে কি কখনো কোনো শৃঙ্খলাজনিত ব্যবস্থা নেওয়া হয়েছে বা সুরক্ষা-সংক্রান্ত উদ্বেগ উঠেছে?',
  },
  'Would you employ the candidate again?': {
    en: 'Would the referee employ the candidate again?',
    bn: 'সুপারিশকারী কি প্রার্থীকে আবার নিয়োগ দেবেন?',
  },
  'Anything else you would like to tell us': { en: "The referee's other comments", bn: 'সুপারিশকারীর অন্যান্য মন্তব্য' },
  'Your consent': { en: "The referee's consent", bn: 'সুপারিশকারীর সম্মতি' },
  'About you': { en: 'About the referee', bn: 'সুপারিশকারী সম্পর্কে' },
  'Your name as it should appear on the reference': {
    en: "The referee's name as it should appear on the reference",
    bn: 'রেফারেন্সে সুপারিশকারীর নাম যেভাবে থাকবে',
  },
  'Your position': { en: "The referee's position", bn: 'সুপারিশকারীর পদবি' },
  'Your organisation': { en: "The referee's organisation", bn: 'সুপারিশকারীর প্রতিষ্ঠান' },
};

/** The referee's questions (REFEREE_QUESTIONS_KEY); spelled out here so this module imports no definition. */
const REFEREE_FORM_KEY = 'references/referee-response';

/** A form's label, section title, item label or option in the third person. */
function auditorWording(definition: Pick<FormDefinition, 'key'>): (text: LocalizedText) => LocalizedText {
  const wording = definition.key === REFEREE_FORM_KEY ? REFEREE : CANDIDATE;
  return (text) => wording[text.en] ?? text;
}

/**
 * The whole form as someone other than the person filling it in reads it — an officer reviewing it, an auditor in
 * a pack: section titles, labels, item labels and options in the third person, at any depth, and without the help
 * and descriptions that tell the candidate how to answer ('You do not need to upload your passport').
 */
export function inThirdPerson<D extends FormDefinition>(definition: D): D {
  const word = auditorWording(definition);
  const option = (choice: ChoiceOption): ChoiceOption => ({ ...choice, ...word(choice) });
  const options = (source: OptionSource): OptionSource =>
    'items' in source ? { items: source.items.map(option) } : source.extra ? { ...source, extra: source.extra.map(option) } : source;
  const field = ({ help: _help, ...input }: FormField): FormField => {
    const label = word(input.label);
    switch (input.kind) {
      case 'repeating':
        return { ...input, label, item_label: word(input.item_label), fields: input.fields.map(field) };
      case 'choice':
      case 'multi_choice':
        return { ...input, label, options: options(input.options) };
      case 'yes_no': {
        const { follow_up: followUp } = input;
        if (!followUp) return { ...input, label };
        return { ...input, label, follow_up: { yes: followUp.yes?.map(field), no: followUp.no?.map(field) } };
      }
      default:
        return { ...input, label };
    }
  };
  return {
    ...definition,
    sections: definition.sections.map(({ description: _description, ...section }) => ({ ...section, title: word(section.title), fields: section.fields.map(field) })),
  };
}
