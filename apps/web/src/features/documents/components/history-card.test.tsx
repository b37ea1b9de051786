import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n, { loadStrings } from '@/i18n';
import { renderWithProviders } from '@/test/render';
import { HistoryCard } from './history-card';

describe("the officer's history card", () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it('names the dates of a gap as stored in English, and in Bengali figures in Bengali', async () => {
    await loadStrings('staff');
    const flags = [
      { code: 'gap', from: '2023-10-01', to: '2023-12-31', detail: null },
      { code: 'not_working', from: '2024-01-01', to: null, detail: 'Study' },
    ] as const;
    renderWithProviders(<HistoryCard flags={flags} />);
    expect(screen.getByText('Gap from 2023-10-01 to 2023-12-31, not explained.')).toBeDefined();

    await i18n.changeLanguage('bn');
    expect(await screen.findByText('২০২৩-১০-০১ থেকে ২০২৩-১২-৩১ পর্যন্ত ফাঁক, কোনো ব্যাখ্যা নেই।')).toBeDefined();
    for (const item of screen.getAllByRole('listitem')) expect(item.textContent).not.toMatch(/[0-9]/);
  });
});
