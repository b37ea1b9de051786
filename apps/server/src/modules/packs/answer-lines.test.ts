import { getFormDefinitionByKey } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../plugins/i18n.js';
import { answerSections } from './answer-lines.js';

describe('answer lines of the audit pack', () => {
  const definition = getFormDefinitionByKey('tempest-forms/disqualification-check')!;

  it('lists answers to questions an earlier version of the form asked, after the current ones, as stored', () => {
    const sections = answerSections(definition, { disqualification_grounds: ['none'], is_disqualified: true, old_note: 'Order made in 2015' }, 'en', translatorFor('en'), new Map());
    expect(sections.at(-1)).toEqual({
      title: 'Answers to questions an earlier version of this form asked (as stored)',
      lines: [
        { depth: 0, label: 'is_disqualified', value: 'Yes' },
        { depth: 0, label: 'old_note', value: 'Order made in 2015' },
      ],
    });
    expect(answerSections(definition, { disqualification_grounds: ['none'] }, 'en', translatorFor('en'), new Map()).map((s) => s.title)).not.toContain(
      'Answers to questions an earlier version of this form asked (as stored)',
    );
  });
});
