import { describe, expect, it } from 'vitest';
import { earlierAnswers } from './earlier-answers.js';
import { topLevelEntries } from './fields.js';
import { FORM_DEFINITIONS, getFormDefinitionByKey } from './registry.js';

describe('questions earlier versions asked', () => {
  it('are read by the label the form gave them, and a name the form does not record by itself', () => {
    const definition = getFormDefinitionByKey('tempest-forms/disqualification-check')!;
    const answers = { disqualification_grounds: ['none'], is_disqualified: true, old_note: 'Order made in 2015' };
    expect(earlierAnswers(definition, answers)).toEqual([
      {
        name: 'is_disqualified',
        label: expect.objectContaining({ en: expect.stringMatching(/^Is the candidate disqualified from working in childcare/) }),
        value: true,
      },
      { name: 'old_note', label: null, value: 'Order made in 2015' },
    ]);
  });

  it('are no longer asked, were asked by an earlier version, and are worded for officers and auditors', () => {
    const retired = FORM_DEFINITIONS.flatMap((definition) => (definition.retired ?? []).map((question) => ({ definition, question })));
    expect(retired.map(({ question }) => question.name).sort()).toEqual(['consents_to_data', 'consents_to_sharing', 'has_waiver', 'is_disqualified']);
    for (const { definition, question } of retired) {
      expect(topLevelEntries(definition).map((entry) => entry.field.name)).not.toContain(question.name);
      expect(question.asked_until).toBeLessThan(definition.version);
      expect(question.label.en).not.toMatch(/\b(you|your)\b/i);
      expect(question.label.bn).not.toMatch(/আপনি|আপনার|তোমার/);
    }
  });
});
