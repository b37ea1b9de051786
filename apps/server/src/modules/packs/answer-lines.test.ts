import {
  FORM_DEFINITIONS,
  getFormDefinitionByKey,
  inThirdPerson,
  REFEREE_QUESTIONS,
  resolveOptions,
  sampleAnswers,
  type FormDefinition,
  type FormField,
  type LocalizedText,
} from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { translatorFor } from '../../plugins/i18n.js';
import { answerSections } from './answer-lines.js';

describe('answer lines of the audit pack', () => {
  const definition = getFormDefinitionByKey('tempest-forms/disqualification-check')!;

  it('lists answers to questions an earlier version of the form asked, after the current ones, by the label the form kept', () => {
    const sections = answerSections(definition, { disqualification_grounds: ['none'], is_disqualified: true, old_note: 'Order made in 2015' }, { lang: 'en', t: translatorFor('en'), fileNames: new Map() });
    expect(sections.at(-1)).toEqual({
      title: 'Answers to questions an earlier version of this form asked (as stored)',
      lines: [
        {
          depth: 0,
          label: 'Is the candidate disqualified from working in childcare, for example because of an offence, an order or the care of a child being removed from them?',
          value: 'Yes',
        },
        { depth: 0, label: 'old_note', value: 'Order made in 2015' },
      ],
    });
    const bengali = answerSections(definition, { is_disqualified: false }, { lang: 'bn', t: translatorFor('bn'), fileNames: new Map() }).at(-1);
    expect(bengali?.lines).toEqual([{ depth: 0, label: expect.stringMatching(/^প্রার্থী কি শিশু-পরিচর্যার কাজে অযোগ্য/), value: 'না' }]);
    expect(answerSections(definition, { disqualification_grounds: ['none'] }, { lang: 'en', t: translatorFor('en'), fileNames: new Map() }).map((s) => s.title)).not.toContain(
      'Answers to questions an earlier version of this form asked (as stored)',
    );
  });
});

/** Second-person words an auditor's document must not use: English, and Bengali's আপনি/আপনার/আপনাকে and তুমি/তোমার. */
const SECOND_PERSON = /\b(you|your|yours|yourself)\b|আপনি|আপনার|আপনাকে|তুমি|তোমার/i;

/** Every text of a form the pack could print as a label: section titles, labels, item labels and options, at any depth. */
function printableTexts(definition: FormDefinition): Array<{ where: string; text: LocalizedText }> {
  const texts: Array<{ where: string; text: LocalizedText }> = [];
  const walk = (fields: readonly FormField[], path: string) => {
    for (const field of fields) {
      const where = `${definition.key} ${path}${field.name}`;
      texts.push({ where, text: field.label });
      if (field.kind === 'repeating') {
        texts.push({ where: `${where} (item)`, text: field.item_label });
        walk(field.fields, `${path}${field.name}.`);
      }
      if (field.kind === 'choice' || field.kind === 'multi_choice') {
        for (const option of resolveOptions(field.options)) texts.push({ where: `${where}=${option.key}`, text: option });
      }
      if (field.kind === 'yes_no') walk([...(field.follow_up?.yes ?? []), ...(field.follow_up?.no ?? [])], path);
    }
  };
  definition.sections.forEach((section, index) => {
    texts.push({ where: `${definition.key} section ${index + 1}`, text: section.title });
    walk(section.fields, '');
  });
  return texts;
}

describe('the wording of the audit pack', () => {
  const definitions: FormDefinition[] = [...FORM_DEFINITIONS, REFEREE_QUESTIONS];

  it('has a third-person label for every label, title and option of every form that speaks to the reader', () => {
    const offending: string[] = [];
    for (const definition of definitions) {
      for (const { where, text } of printableTexts(inThirdPerson(definition))) {
        for (const lang of ['en', 'bn'] as const) {
          const printed = text[lang];
          if (SECOND_PERSON.test(printed)) offending.push(`${where} [${lang}]: ${printed}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });

  it('prints no second person in the answers of any form, in either language, whichever way yes/no questions go', () => {
    for (const definition of definitions) {
      for (const branch of ['yes', 'no'] as const) {
        const answers = sampleAnswers(definition, { branch });
        for (const lang of ['en', 'bn'] as const) {
          for (const section of answerSections(definition, answers, { lang, t: translatorFor(lang), fileNames: new Map() })) {
            const printed = [section.title, ...section.lines.map((line) => `${line.label}: ${line.value ?? ''}`)];
            for (const text of printed) expect(text, `${definition.key} (${lang}, ${branch})`).not.toMatch(SECOND_PERSON);
          }
        }
      }
    }
  });

  it('speaks of the candidate on their forms and of the referee on the referee’s', () => {
    const rightToWork = getFormDefinitionByKey('compliance-docs/right-to-work')!;
    const sections = answerSections(rightToWork, sampleAnswers(rightToWork), { lang: 'en', t: translatorFor('en'), fileNames: new Map() });
    expect(sections[0]?.title).toBe("The candidate's document");
    const referee = answerSections(REFEREE_QUESTIONS, sampleAnswers(REFEREE_QUESTIONS), { lang: 'bn', t: translatorFor('bn'), fileNames: new Map() });
    expect(referee.map((section) => section.title)).toContain('সুপারিশকারী সম্পর্কে');
  });
});
