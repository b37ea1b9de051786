import { TOKEN_STORAGE_KEY } from '@portal/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { renderRouter } from '@/test/render';
import { Component as UserCreate } from './user-create';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const roleOptions = [
  { name: 'admin', readable_name: 'Admin', staff: true },
  { name: 'candidate', readable_name: 'Candidate', staff: false },
  { name: 'compliance-officer', readable_name: 'Compliance officer', staff: true },
];

function renderScreen() {
  const router = createMemoryRouter([{ path: '/admin/user/create', element: <UserCreate /> }], { initialEntries: ['/admin/user/create'] });
  renderRouter(router);
}

const box = (name: RegExp) => within(screen.getByRole('group', { name: 'Roles' })).getByRole('checkbox', { name }) as HTMLInputElement;
const NOTE = 'Staff accounts are not candidates; tick Candidate as well only for someone who is both.';

describe('/admin/user/create: roles', () => {
  beforeEach(async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const path = String(url).replace(/^.*\/api\/v1/, '');
        if (path === '/admin/users/role-options') return json(200, { data: roleOptions });
        return json(404, {});
      }),
    );
  });

  it('starts with Candidate ticked, for the usual new user, and no note', async () => {
    renderScreen();
    await screen.findByRole('checkbox', { name: /^Admin/ });
    expect(box(/^Candidate/).checked).toBe(true);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('unticks Candidate when Admin is ticked and says why; Candidate can be ticked again', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Admin/ }));
    expect(box(/^Admin/).checked).toBe(true);
    expect(box(/^Candidate/).checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe(NOTE);

    // Someone who is both: the admin ticks Candidate again, and it stays, also with a second staff role.
    fireEvent.click(box(/^Candidate/));
    expect(box(/^Candidate/).checked).toBe(true);
    fireEvent.click(box(/^Compliance officer/));
    expect(box(/^Candidate/).checked).toBe(true);
    expect(box(/^Admin/).checked).toBe(true);
  });

  it('forces nothing when every staff role is unticked again', async () => {
    renderScreen();
    fireEvent.click(await screen.findByRole('checkbox', { name: /^Compliance officer/ }));
    expect(box(/^Candidate/).checked).toBe(false);
    fireEvent.click(box(/^Compliance officer/));
    expect(box(/^Compliance officer/).checked).toBe(false);
    expect(box(/^Candidate/).checked).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('says so in Bengali', async () => {
    await i18n.changeLanguage('bn');
    renderScreen();
    // Seeded roles are named in Bengali too.
    fireEvent.click(await screen.findByRole('checkbox', { name: /^অ্যাডমিন/ }));
    expect(screen.getByRole('status').textContent).toBe(
      'কর্মীদের অ্যাকাউন্ট প্রার্থীর অ্যাকাউন্ট নয়; কেউ একই সঙ্গে কর্মী ও প্রার্থী হলে তবেই প্রার্থী-ও টিক দিন।',
    );
  });
});
