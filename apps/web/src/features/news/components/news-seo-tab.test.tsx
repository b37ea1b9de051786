import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { truncateForResult } from '@/components/content-form/seo-preview';
import { useApiForm } from '@/components/form/use-api-form';
import { renderScreen } from '../test/render';
import { toFormValues, ZNewsForm } from '../form-model';
import { NewsSeoTab } from './news-seo-tab';

function Harness() {
  const defaults = toFormValues(undefined, [], 'Asia/Dhaka');
  const { form, fieldError } = useApiForm(ZNewsForm, { ...defaults, slug: 'exam-dates', title: { en: 'Exam dates announced', bn: 'পরীক্ষার তারিখ ঘোষণা' } });
  return <NewsSeoTab form={form} fieldError={fieldError} readOnly={false} />;
}


describe('news SEO tab', () => {
  it('counts characters against the limits and warns past what a result shows', async () => {
    renderScreen(<Harness />);
    const title = await screen.findByRole('textbox', { name: 'Meta title (English)' });
    expect(screen.getAllByText('0 / 70 characters')).toHaveLength(2);

    fireEvent.change(title, { target: { value: 'x'.repeat(65) } });
    expect(screen.getByText(/65 \/ 70 characters/).textContent).toContain('search results show about 60');
    fireEvent.change(screen.getByRole('textbox', { name: 'Meta description (Bengali)' }), { target: { value: 'ক'.repeat(20) } });
    expect(screen.getByText('20 / 160 characters')).toBeTruthy();
    expect(screen.getAllByText('0 / 255 characters')).toHaveLength(2);
  });

  it('previews the search result, falling back to the title and cutting long text at a word', async () => {
    renderScreen(<Harness />);
    const [english, bengali] = await screen.findAllByRole('figure', { name: 'How a search engine may show this item' });
    expect(english?.textContent).toContain('Exam dates announced');
    expect(english?.textContent).toContain('/news/exam-dates');
    expect(bengali?.textContent).toContain('পরীক্ষার তারিখ ঘোষণা');
    expect(bengali?.textContent).toContain('/news/exam-dates?ebdlang=bn');

    const long = 'Term dates for the autumn and spring terms are now published for every school we place staff in';
    fireEvent.change(screen.getByRole('textbox', { name: 'Meta title (English)' }), { target: { value: long } });
    const shown = screen.getAllByTestId('seo-preview-title')[0]?.textContent ?? '';
    expect(shown).toBe(truncateForResult(long, 60));
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(61);
    expect(long.startsWith(shown.slice(0, -1))).toBe(true);
  });
});
