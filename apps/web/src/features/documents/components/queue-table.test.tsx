import type { TReviewQueueItem } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { queryClient } from '@/lib/query-client';
import { siteQueryOptions } from '@/lib/site';
import { renderRouter } from '@/test/render';
import type { QueueParams } from '../list-params';
import { QueueTable } from './queue-table';

const item = (id: string, title: string, approvalWaits: TReviewQueueItem['approval_waits']): TReviewQueueItem =>
  ({
    id,
    key: 'compliance-docs/dbs-check',
    title,
    version: 1,
    status: 'submitted',
    candidate: { id: 'c1', name: 'Asha Rahman', email: 'asha@example.com' },
    submitted_at: '2026-11-24T10:00:00Z',
    reviewed_at: null,
    expires_at: null,
    expiring_soon: false,
    requirement: 'required',
    due_at: null,
    approval_waits: approvalWaits,
  }) as TReviewQueueItem;

const params = { sort: 'submitted_at', direction: 'desc' } as QueueParams;

function renderTable(items: TReviewQueueItem[]) {
  renderRouter(createMemoryRouter([{ path: '/', element: <QueueTable items={items} params={params} onSort={() => undefined} /> }]));
}

describe('the officers’ queue', () => {
  beforeEach(() => queryClient.setQueryData(siteQueryOptions.queryKey, { display_time_zone: 'Europe/London' } as never));

  it('says beside the status which versions wait for a risk assessment before they can be approved, in each language', async () => {
    renderTable([item('s1', 'DBS certificate', 'risk_assessment_needed'), item('s2', 'Right to work', null)]);
    const [, waiting, plain] = screen.getAllByRole('row');
    expect(within(waiting!).getByText('Risk assessment needed before approval')).toBeTruthy();
    expect(within(plain!).queryByText(/Risk assessment/)).toBeNull();
    await i18n.changeLanguage('bn');
    expect(await screen.findByText('অনুমোদনের আগে ঝুঁকি মূল্যায়ন প্রয়োজন')).toBeTruthy();
  });
});
