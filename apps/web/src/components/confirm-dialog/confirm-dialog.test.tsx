import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(props: { closeFirst?: boolean; pending?: boolean }) {
  const calls: string[] = [];
  renderWithProviders(
    <ConfirmDialog
      opened
      title="Remove the passkey?"
      body={['You will no longer sign in with it.', 'Your other steps stay.']}
      confirmLabel="Remove"
      onConfirm={() => calls.push('confirm')}
      onClose={() => calls.push('close')}
      {...props}
    />,
  );
  return calls;
}

describe('ConfirmDialog', () => {
  it('shows every paragraph and confirms without closing itself, for a caller that closes when the action is done', async () => {
    const calls = renderDialog({});
    expect(await screen.findByText('You will no longer sign in with it.')).toBeTruthy();
    expect(screen.getByText('Your other steps stay.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(calls).toEqual(['confirm']);
  });

  it("closes before the action when asked, so a 'Confirm it's you' dialog never opens over it", async () => {
    const calls = renderDialog({ closeFirst: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(calls).toEqual(['close', 'confirm']);
  });

  it('keeps Cancel from closing it while the action runs', async () => {
    renderDialog({ pending: true });
    // The dialog's own Cancel button (the close icon in its corner has the same name).
    expect((await screen.findByText('Cancel')).closest('button')?.hasAttribute('disabled')).toBe(true);
  });
});
