import type { TComplianceFigures } from '@portal/contract';
import { cleanup, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { renderRouter } from '@/test/render';
import { ComplianceFigures } from './compliance-figures';

const weeks = Array.from({ length: 12 }, (_, i) => `2026-${String(9 + Math.floor(i / 4)).padStart(2, '0')}-${String(1 + (i % 4) * 7).padStart(2, '0')}`);
const figures: TComplianceFigures = {
  counts: { awaiting_review: 4, rejected: 1, expiring: 2, expired: 0, follow_up_due: 3, references_outstanding: 5, compliant: 7 },
  candidates: 20,
  time_zone: 'Europe/London',
  review_throughput: weeks.map((week_start) => ({ week_start, approved: 2, rejected: 1 })),
  time_to_compliant: weeks.map((week_start, i) => ({ week_start, candidates: i === 11 ? 2 : 0, median_days: i === 11 ? 12.5 : null })),
  computed_at: '2026-11-24T10:00:00Z',
};

function renderFigures(data: TComplianceFigures | undefined) {
  renderRouter(createMemoryRouter([{ path: '/admin', element: <ComplianceFigures figures={data} error={null} /> }], { initialEntries: ['/admin'] }));
}

describe('compliance figures', () => {
  beforeEach(async () => i18n.changeLanguage('en'));

  it('makes each figure a link to the list filtered by it', () => {
    renderFigures(figures);
    expect(screen.getByRole('link', { name: 'Awaiting review: 4 candidates. Open the list' }).getAttribute('href')).toBe('/admin/candidates?attention=awaiting_review');
    expect(screen.getByRole('link', { name: 'Rejected, waiting for the candidate: 1 candidate. Open the list' }).getAttribute('href')).toBe(
      '/admin/candidates?attention=rejected',
    );
    expect(screen.getAllByRole('link')).toHaveLength(7);
  });

  it('keeps the links while the figures load', () => {
    renderFigures(undefined);
    expect(screen.getByRole('link', { name: 'Fully compliant' }).getAttribute('href')).toBe('/admin/candidates?attention=compliant');
  });

  it('speaks Bengali', async () => {
    await i18n.changeLanguage('bn');
    renderFigures(figures);
    // Counts in Bengali digits, as the words around them.
    expect(screen.getByRole('link', { name: 'সম্পূর্ণ কমপ্লায়েন্ট: ৭ জন প্রার্থী। তালিকা খুলুন' })).toBeTruthy();
    expect(screen.getAllByText('৭').length).toBeGreaterThan(0);
  });
});

describe('compliance charts with nothing to draw', () => {
  it('say so in the chart’s place, in each language, and keep the tables of charts that have figures', async () => {
    await i18n.changeLanguage('en');
    const quiet = { ...figures, time_to_compliant: weeks.map((week_start) => ({ week_start, candidates: 0, median_days: null })) };
    renderFigures(quiet);
    expect(screen.getByText('No candidate completed their required set in these twelve weeks.')).toBeTruthy();
    expect(screen.queryByText('No approvals or rejections were recorded in these twelve weeks.')).toBeNull();
    expect(screen.getByRole('table', { name: 'Reviews per week' })).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Time to compliant' })).toBeNull();

    cleanup();
    await i18n.changeLanguage('bn');
    renderFigures({ ...quiet, review_throughput: weeks.map((week_start) => ({ week_start, approved: 0, rejected: 0 })) });
    expect(screen.getByText('এই বারো সপ্তাহে কোনো অনুমোদন বা প্রত্যাখ্যান হয়নি।')).toBeTruthy();
    expect(screen.getByText('এই বারো সপ্তাহে কোনো প্রার্থী তাঁর প্রয়োজনীয় সব ফর্ম সম্পন্ন করেননি।')).toBeTruthy();
  });
});
