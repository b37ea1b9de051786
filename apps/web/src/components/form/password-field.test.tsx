import { MantineProvider } from '@mantine/core';
import { ZAdminCreateUserRequest, ZRegisterRequest } from '@portal/contract';
import { act, render, renderHook, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '@/i18n';
import { ApiError } from '@/lib/http-error';
import { NewPasswordFields, PasswordField, type PasswordRules } from './password-field';
import { useApiForm } from './use-api-form';

const registration = { name: 'Asha Begum', email: 'asha@example.com', phone: '', terms: true as const };

function renderField(rules?: PasswordRules) {
  render(
    <MantineProvider env="test">
      <PasswordField label="Password" rules={rules} />
    </MantineProvider>,
  );
}

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('PasswordField rules hint', () => {
  it('tells a candidate 8 characters, staff 12, and the reset form both', () => {
    renderField('everyone');
    expect(screen.getByText('At least 8 characters. Avoid common passwords.')).toBeTruthy();
    renderField('staff');
    expect(screen.getByText('At least 12 characters for a staff account. Avoid common passwords.')).toBeTruthy();
    renderField('unknown');
    expect(screen.getByText('At least 8 characters, or 12 for a staff account. Avoid common passwords.')).toBeTruthy();
  });

  it('is linked to the input, and written in Bengali when that is the language', async () => {
    await i18n.changeLanguage('bn');
    renderField('everyone');
    const hint = screen.getByText('কমপক্ষে ৮ অক্ষর। প্রচলিত পাসওয়ার্ড এড়িয়ে চলুন।');
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby')).toContain(hint.id);
  });

  it('shows nothing where a password is only typed, not chosen', () => {
    renderField();
    expect(screen.queryByText(/Avoid common passwords/)).toBeNull();
    expect(screen.getByLabelText('Password').getAttribute('aria-describedby') ?? '').not.toMatch(/description/);
  });
});

describe('password rules in the forms', () => {
  it('refuses fewer than 8 characters in the browser, counting characters rather than UTF-16 units', async () => {
    const { result } = renderHook(() =>
      useApiForm(ZRegisterRequest, { ...registration, password: '1234567', password_confirmation: '1234567' }),
    );
    await act(() => result.current.onSubmit(async () => {})());
    expect(result.current.fieldError('password')).toBe("Must be 8 Character's Long");

    const emoji = '🐢🐍🦊🐙🦉🐝🦀';
    act(() => {
      result.current.form.setValue('password', emoji);
      result.current.form.setValue('password_confirmation', emoji);
    });
    await act(() => result.current.onSubmit(async () => {})());
    expect(result.current.fieldError('password')).toBe("Must be 8 Character's Long");
  });

  it('lets 8 Bengali characters through to the server, and shows its verdict on the field', async () => {
    const bengali = 'কখগঘঙচছজ';
    const { result } = renderHook(() => useApiForm(ZRegisterRequest, { ...registration, password: bengali, password_confirmation: bengali }));
    let sent = false;
    await act(() =>
      result.current.onSubmit(async () => {
        sent = true;
        throw new ApiError({
          statusCode: 422,
          error: 'Unprocessable Entity',
          message: 'The given data was invalid.',
          errors: { password: ['This password is too common. Choose one that is harder to guess.'] },
        });
      })(),
    );
    expect(sent).toBe(true);
    expect(result.current.fieldError('password')).toBe('This password is too common. Choose one that is harder to guess.');
    expect(result.current.formError).toBeNull();
  });

  it('checks the length when an administrator sets the password, not when a code is sent', async () => {
    const base = { name: 'Asha Begum', email: 'asha@example.com', phone: '', roles: ['candidate'], verified: false };
    const { result } = renderHook(() =>
      useApiForm(ZAdminCreateUserRequest, { ...base, send_reset_code: false, password: 'short', password_confirmation: 'short' }),
    );
    await act(() => result.current.onSubmit(async () => {})());
    expect(result.current.fieldError('password')).toBe("Must be 8 Character's Long");
    act(() => result.current.form.setValue('send_reset_code', true));
    let sent = false;
    await act(() => result.current.onSubmit(async () => void (sent = true))());
    expect(sent).toBe(true);
  });
});

describe('PasswordField show/hide button', () => {
  it('can be reached with the Tab key', () => {
    renderField();
    const toggle = screen.getByRole('button', { name: 'Show or hide the password' });
    expect(toggle.tabIndex).toBe(0);
  });
});

describe('NewPasswordFields', () => {
  it('asks for the new password with its rules, then the same again, each with its own error', () => {
    const field = (name: string) => ({ name, onChange: async () => {}, onBlur: async () => {}, ref: () => {} });
    render(
      <MantineProvider env="test">
        <NewPasswordFields
          labels={{ password: 'New password', confirmation: 'Confirm the new password' }}
          rules="staff"
          fields={{ password: field('password'), confirmation: field('password_confirmation') }}
          errors={{ confirmation: 'The passwords do not match' }}
        />
      </MantineProvider>,
    );
    const password = screen.getByLabelText(/^New password/);
    const confirmation = screen.getByLabelText(/^Confirm the new password/);
    for (const input of [password, confirmation]) {
      expect(input.getAttribute('autocomplete')).toBe('new-password');
      expect(input.hasAttribute('required')).toBe(true);
    }
    expect(password.getAttribute('name')).toBe('password');
    expect(confirmation.getAttribute('name')).toBe('password_confirmation');
    // The rules once, under the first field; the error under the field it belongs to.
    expect(screen.getAllByText(/Avoid common passwords/)).toHaveLength(1);
    expect(password.getAttribute('aria-describedby')).toContain(screen.getByText(/Avoid common passwords/).id);
    const error = screen.getByText('The passwords do not match');
    expect(confirmation.getAttribute('aria-describedby')).toContain(error.id);
    expect(password.getAttribute('aria-describedby')).not.toContain(error.id);
  });
});
