import { addMonths, complianceToday, DEFAULT_RULE_POLICY, getFormDefinitionByKey, TOKEN_STORAGE_KEY, type FormAnswers } from '@portal/contract';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryClient } from '@/lib/query-client';
import { siteQueryOptions, type SiteSettings } from '@/lib/site';
import { renderWithProviders } from '@/test/render';
import { submissionOf } from '@/test/submission-fixtures';
import { EditableForm } from './editable-form';

const KEY = 'compliance-docs/dbs-check';
const definition = getFormDefinitionByKey(KEY)!;
const ISSUED = addMonths(complianceToday(), -24);

function renderDraft(answers: FormAnswers, required = true) {
  return renderWithProviders(<EditableForm definition={definition} submission={submissionOf(KEY, 'draft', answers)} userId="u1" required={required} />);
}
const notice = () => screen.queryByText('Already past its deadline');

describe('a required form whose answers are past its deadline before it is sent', () => {
  beforeEach(() => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 404 })));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    queryClient.removeQueries({ queryKey: siteQueryOptions.queryKey });
  });

  it('says so, with the rule and its date, and still lets the candidate send it', () => {
    renderDraft({ issue_date: ISSUED, on_update_service: false });
    expect(notice()).toBeTruthy();
    expect(
      screen.getByText(
        `With these answers it is past its deadline before it is sent: Agency policy: a new DBS check, or an Update Service check, every 12 months (due by ${addMonths(ISSUED, 12)}). You can still send it, but it will show as expired and you will be asked to renew it.`,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Submit' }).hasAttribute('disabled')).toBe(false);
  });

  it('says nothing when the answers keep it in time, or the rules do not require the form', () => {
    renderDraft({ issue_date: ISSUED, on_update_service: true });
    expect(notice()).toBeNull();
    renderDraft({ issue_date: ISSUED, on_update_service: false }, false);
    expect(notice()).toBeNull();
  });

  it('follows the agency’s policy as the site gives it', () => {
    const site: SiteSettings = {
      title: 'Portal',
      theme_color: '#008737',
      display_time_zone: 'Europe/London',
      home_country: 'GB',
      rule_policy: { ...DEFAULT_RULE_POLICY, dbs_recheck_months: 36 },
    };
    queryClient.setQueryData(siteQueryOptions.queryKey, site);
    renderDraft({ issue_date: ISSUED, on_update_service: false });
    expect(notice()).toBeNull();
  });
});
