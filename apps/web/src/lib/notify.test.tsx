import { Notifications } from '@mantine/notifications';
import { AUTH_ERROR_CODES } from '@portal/contract';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError, HttpError } from '@/lib/http-error';
import { renderWithProviders } from '@/test/render';
import { notifyDone, notifyFailure } from './notify';

const apiError = (code?: string) => new ApiError({ statusCode: 403, error: 'Forbidden', message: 'Confirm it is you first', ...(code ? { code } : {}) });

describe('notifyFailure', () => {
  it("shows the server's reason under what failed", async () => {
    renderWithProviders(<Notifications />);
    act(() => notifyFailure(new HttpError(409, 'This is the last super-admin'), 'Could not delete the user'));
    expect(await screen.findByText('This is the last super-admin')).toBeTruthy();
    expect(screen.getByText('Could not delete the user')).toBeTruthy();
  });

  it('says something went wrong when the failure is not an answer of the server', async () => {
    renderWithProviders(<Notifications />);
    act(() => notifyFailure(new TypeError('Failed to fetch')));
    expect(await screen.findByText('Something went wrong ! Please try later')).toBeTruthy();
  });

  it("says nothing when the person cancelled 'Confirm it's you' themselves", async () => {
    renderWithProviders(<Notifications />);
    act(() => {
      notifyFailure(apiError(AUTH_ERROR_CODES.reauthRequired));
      notifyDone('Shown after it');
    });
    await screen.findByText('Shown after it');
    expect(screen.queryByText('Confirm it is you first')).toBeNull();
  });
});
