import type { TAddress, TCreateAddressRequest } from '@portal/contract';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '@/i18n';
import { renderRouter } from '@/test/render';
import { AddressForm } from './address-form';

function renderForm(props: { initial?: TAddress } = {}) {
  const onSubmit = vi.fn(async (_values: TCreateAddressRequest) => undefined);
  const router = createMemoryRouter([
    { path: '/', element: <AddressForm scope="local" country="GB" initial={props.initial} onSubmit={onSubmit} cancelTo="/list" /> },
  ]);
  renderRouter(router);
  return onSubmit;
}

describe('the UK address form', () => {
  it('asks for address lines, town, county and postcode, not for a division or district', () => {
    renderForm();
    expect(screen.getByRole('textbox', { name: /address line 1/i })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /address line 2/i })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /town or city/i })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /county/i })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /postcode/i }).getAttribute('autocomplete')).toBe('postal-code');
    expect(screen.queryByText(/division/i)).toBeNull();
    expect(screen.queryByText(/district/i)).toBeNull();
  });

  it('tidies a valid postcode when the field is left, and sends it normalised', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /address line 1/i }), { target: { value: '10 Downing Street' } });
    fireEvent.change(screen.getByRole('textbox', { name: /town or city/i }), { target: { value: 'London' } });
    const postcode = screen.getByRole('textbox', { name: /postcode/i });
    fireEvent.change(postcode, { target: { value: 'sw1a2aa' } });
    fireEvent.blur(postcode);
    await waitFor(() => expect((postcode as HTMLInputElement).value).toBe('SW1A 2AA'));
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toMatchObject({
      scope: 'local',
      address: '10 Downing Street',
      address_line2: null,
      town: 'London',
      county: null,
      postcode: 'SW1A 2AA',
    });
  });

  it('says what is wrong with a bad postcode and a missing town, sending nothing', async () => {
    const onSubmit = renderForm();
    fireEvent.change(screen.getByRole('textbox', { name: /address line 1/i }), { target: { value: '1 High Street' } });
    fireEvent.change(screen.getByRole('textbox', { name: /postcode/i }), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Enter a valid UK postcode, like SW1A 1AA')).toBeTruthy();
    expect(screen.getByText('Town or city is required')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a stored UK address for editing', () => {
    renderForm({
      initial: {
        id: 'a1',
        user_id: 'u1',
        scope: 'local',
        address_type: 1,
        address: '1 High Street',
        address_line2: 'Flat 2',
        town: 'Leeds',
        county: 'West Yorkshire',
        postcode: 'LS1 4AP',
        division: null,
        district: null,
        upazila: null,
        state: null,
        city: null,
        zip_code: null,
        country_code: 'GB',
        phone_code: 'GB',
        phone: null,
        created_at: '2026-01-01T00:00:00.000Z',
        updated_at: '2026-01-01T00:00:00.000Z',
      },
    });
    expect((screen.getByRole('textbox', { name: /address line 2/i }) as HTMLInputElement).value).toBe('Flat 2');
    expect((screen.getByRole('textbox', { name: /postcode/i }) as HTMLInputElement).value).toBe('LS1 4AP');
  });
});
