import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { ErrorPageBoundary } from './error-page-boundary';

function BrokenErrorPage(): never {
  throw new Error('render failed');
}

describe('ErrorPageBoundary', () => {
  it('shows the fallback with a link home when the error page throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <ErrorPageBoundary>
        <BrokenErrorPage />
      </ErrorPageBoundary>,
    );
    expect(screen.getByText('An error occurred while showing the error page')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
  });
});
