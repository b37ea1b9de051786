import { MantineProvider } from '@mantine/core';
import { buildListMeta } from '@portal/contract';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { Pagination } from './pagination';

function renderPagination(page: number, total: number) {
  const onPageChange = vi.fn();
  render(
    <MantineProvider env="test">
      <Pagination meta={buildListMeta(page, 10, total)} onPageChange={onPageChange} />
    </MantineProvider>,
  );
  return onPageChange;
}

describe('Pagination', () => {
  it('shows First, the page numbers and Last for a short list, with the entries summary', () => {
    renderPagination(2, 35);
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['First', '1', '2', '3', '4', 'Last']);
    expect(screen.getByText('Showing 11 to 20 of 35 entries total')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the window, step controls and jump list for a long list', () => {
    const onPageChange = renderPagination(10, 200);
    const names = screen.getAllByRole('button').map((button) => button.textContent);
    expect(names).toEqual(['First', 'Previous', '8', '9', '10', '11', '12', 'Next', 'Last']);
    fireEvent.change(screen.getByLabelText('Go to page'), { target: { value: '15' } });
    expect(onPageChange).toHaveBeenCalledWith(15);
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(11);
  });

  it('writes page numbers and the summary in Bengali digits in Bengali', async () => {
    await i18n.changeLanguage('bn');
    try {
      renderPagination(2, 35);
      expect(screen.getByRole('button', { name: 'পৃষ্ঠা ২' }).textContent).toBe('২');
      expect(screen.getByText('মোট ৩৫টি এন্ট্রির মধ্যে ১১ থেকে ২০ দেখানো হচ্ছে')).toBeDefined();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
