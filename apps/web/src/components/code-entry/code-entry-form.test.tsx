import { Notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/http-error';
import { renderWithProviders } from '@/test/render';
import { CodeEntryForm } from './code-entry-form';

function renderForm(onSubmit: (code: string) => Promise<unknown>, onResend: () => Promise<{ message: string }>) {
  renderWithProviders(
    <>
      <Notifications />
      <CodeEntryForm intro="We sent a code to asha@example.com" label="Code" submitLabel="Confirm" resendLabel="Send a new code" onSubmit={onSubmit} onResend={onResend} />
    </>,
  );
}

describe('CodeEntryForm', () => {

  it('sends the code typed, and shows the server refusing it at the field', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError({ statusCode: 422, error: 'Unprocessable Entity', message: 'Check the code', errors: { code: ['This code is wrong or has expired.'] } });
    });
    renderForm(onSubmit, vi.fn());
    expect(screen.getByRole('status').textContent).toBe('We sent a code to asha@example.com');
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith('123456'));
    expect(await screen.findByText('This code is wrong or has expired.')).toBeTruthy();
  });

  it('asks for a new code and says that it went', async () => {
    const onResend = vi.fn(async () => ({ message: 'A new code is on its way' }));
    renderForm(vi.fn(), onResend);
    fireEvent.click(screen.getByRole('button', { name: 'Send a new code' }));
    expect(await screen.findByText('A new code is on its way')).toBeTruthy();
    expect(onResend).toHaveBeenCalledTimes(1);
  });
});
