import { getFormDefinitionByKey, sampleAnswers, type TSubmissionReview } from '@portal/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/i18n';
import { renderWithProviders } from '@/test/render';
import { AnswersPanel } from './answers-panel';

const rightToWork = getFormDefinitionByKey('compliance-docs/right-to-work')!;

const submission = {
  id: 's1',
  files: [],
  answers: { access: 'full', answers: sampleAnswers(rightToWork) },
} as unknown as TSubmissionReview;

describe('the answers on the officer’s review screen', () => {
  it('speaks of the candidate, as the officer reads it, not to them', () => {
    renderWithProviders(<AnswersPanel definition={rightToWork} submission={submission} />);
    expect(screen.getByRole('heading', { name: "The candidate's document" })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your document' })).toBeNull();
    expect(document.body.textContent).not.toMatch(/\b(you|your)\b/i);
  });
});
