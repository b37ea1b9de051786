import { defineForm, section, yesNo } from '../../builders.js';
import { DECLARATIONS } from '../shared.js';
import { trnField } from './dfe-details.js';

/** The earlier DfE form (TRN and QTS only), kept so that old links still work. */
export const tempestDfeDetailsOld = defineForm({
  group: 'tempest-forms',
  slug: 'DFE-details-old',
  title: { en: 'DfE details (earlier version)', bn: 'ডিএফই তথ্য (পুরোনো সংস্করণ)' },
  description: {
    en: 'Your Teacher Reference Number and whether you have qualified teacher status.',
    bn: 'আপনার শিক্ষক রেফারেন্স নম্বর এবং আপনার যোগ্য শিক্ষকের মর্যাদা (QTS) আছে কি না।',
  },
  sections: [
    section({ en: 'Your teacher record', bn: 'আপনার শিক্ষক রেকর্ড' }, [
      trnField(),
      yesNo('has_qts', { en: 'Do you have qualified teacher status (QTS)?', bn: 'আপনার কি যোগ্য শিক্ষকের মর্যাদা (QTS) আছে?' }, {
        required: true,
      }),
    ]),
  ],
  declaration: DECLARATIONS.truthful,
  signature: true,
  expiry: { kind: 'none' },
  links: ['tempest-forms/dfe-details'],
});
