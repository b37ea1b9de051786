import { defineForm, section, textarea, yesNo } from '../../builders.js';
import { DECLARATIONS, LABELS } from '../shared.js';

export const tempestDisciplinaryDeclaration = defineForm({
  group: 'tempest-forms',
  slug: 'disciplinary-declaration',
  title: { en: 'Disciplinary declaration', bn: 'শৃঙ্খলাজনিত বিষয়ে ঘোষণা' },
  description: {
    en: 'Tell us about any dismissal, disciplinary action or safeguarding investigation in your working life.',
    bn: 'আপনার কর্মজীবনে কোনো বরখাস্ত, শৃঙ্খলাজনিত ব্যবস্থা বা সুরক্ষা-সংক্রান্ত তদন্ত হয়ে থাকলে তা আমাদের জানান।',
  },
  sections: [
    section(LABELS.yourAnswers, [
      yesNo(
        'has_been_dismissed',
        { en: 'Have you ever been dismissed from a job?', bn: 'আপনাকে কি কখনো কোনো চাকরি থেকে বরখাস্ত করা হয়েছে?' },
        { required: true, yes: [textarea('dismissal_details', LABELS.details, { required: true })] },
      ),
      yesNo(
        'has_been_investigated',
        {
          en: 'Have you ever been the subject of a disciplinary or safeguarding investigation, whatever the outcome?',
          bn: 'ফলাফল যা-ই হোক, আপনার বিরুদ্ধে কি কখনো কোনো শৃঙ্খলাজনিত বা সুরক্ষা-সংক্রান্ত তদন্ত হয়েছে?',
        },
        { required: true, yes: [textarea('investigation_details', LABELS.details, { required: true })] },
      ),
    ]),
  ],
  declaration: DECLARATIONS.truthful,
  signature: true,
  expiry: { kind: 'none' },
});
