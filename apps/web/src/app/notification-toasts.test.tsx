import { MantineProvider } from '@mantine/core';
import { cleanNotifications, notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationToasts } from './notification-toasts';

function renderToasts() {
  return render(
    <MantineProvider env="test">
      <NotificationToasts position="bottom-right" />
    </MantineProvider>,
  );
}

afterEach(() => {
  act(() => cleanNotifications());
});

describe('NotificationToasts', () => {
  it('draws nothing until there is a notification, then shows it', async () => {
    renderToasts();
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();

    act(() => {
      notifications.show({ message: 'Saved' });
    });
    expect((await screen.findByText('Saved')).closest('.mantine-Notifications-root')).not.toBeNull();
  });

  it('shows a notification given before it was drawn', async () => {
    act(() => {
      notifications.show({ message: 'Your email is verified' });
    });
    renderToasts();
    expect((await screen.findByText('Your email is verified')).closest('.mantine-Notifications-root')).not.toBeNull();
  });
});
