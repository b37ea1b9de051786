import { TOKEN_STORAGE_KEY } from '@portal/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '@/i18n';
import { queryClient } from '@/lib/query-client';
import { renderRouter } from '@/test/render';
import { Component as ProfileScreen } from './profile';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const answered = {
  roles: ['teacher'],
  settings: ['school'],
  management: true,
  drives_for_work: false,
  lived_overseas: true,
  conditional_offer: false,
  updated_at: '2026-11-20T10:00:00Z',
};
const unanswered = {
  roles: [],
  settings: [],
  management: false,
  drives_for_work: false,
  lived_overseas: false,
  conditional_offer: false,
  updated_at: null,
};

function fakeApi(putAnswer?: (body: unknown) => Response, stored: object = unanswered) {
  const sent: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const path = String(url).replace(/^.*\/api\/v1/, '');
      const method = init?.method ?? 'GET';
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      sent.push({ method, path, body });
      if (path === '/compliance/profile' && method === 'GET') return json(200, stored);
      if (path === '/compliance/profile' && method === 'PUT') {
        return putAnswer ? putAnswer(body) : json(200, { ...unanswered, ...body, updated_at: '2026-11-24T03:00:00Z' });
      }
      return json(404, {});
    }),
  );
  return sent;
}

function renderScreen() {
  const router = createMemoryRouter(
    [
      { path: '/compliance/profile', element: <ProfileScreen /> },
      { path: '/compliance', element: <p>The checklist</p> },
    ],
    { initialEntries: ['/compliance/profile'] },
  );
  renderRouter(router);
  return router;
}

const group = (name: string) => screen.getByRole('group', { name: new RegExp(`^${name}`) });

function answerYesNo(question: string, answer: 'Yes' | 'No') {
  fireEvent.click(within(screen.getByRole('radiogroup', { name: new RegExp(`^${question.replace(/[?()]/g, '.')}`) })).getByLabelText(answer));
}

describe('/compliance/profile', () => {
  beforeEach(async () => {
    localStorage.setItem(TOKEN_STORAGE_KEY, 'token');
  });

  it('asks in plain words and refuses an empty list of work, with the reason, sending nothing', async () => {
    const sent = fakeApi();
    renderScreen();
    await screen.findByRole('group', { name: /^Which kinds of work are you looking for\?/ });
    screen.getByRole('heading', { level: 1, name: 'Your work' });
    // Each kind of work has its label and its hint.
    expect(within(group('Which kinds of work')).getByLabelText('Teaching assistant')).toBeTruthy();
    screen.getByText('Helping a teacher in class, with a group or with one child.');

    fireEvent.click(screen.getByRole('button', { name: 'Save and see your checklist' }));
    expect(await screen.findByText('Choose at least one kind of work')).toBeTruthy();
    screen.getByText('Choose at least one place of work');
    expect(screen.getAllByText('Choose yes or no')).toHaveLength(3);
    expect(sent.filter((request) => request.method === 'PUT')).toEqual([]);
    // The staff-only fact is not the candidate's to give.
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByRole('link', { name: /Back to your checklist/ })).toBeNull();
  });

  it('saves a valid profile and goes on to the checklist', async () => {
    const sent = fakeApi();
    const router = renderScreen();
    await screen.findByRole('group', { name: /^Which kinds of work/ });
    fireEvent.click(screen.getByLabelText('Teaching assistant'));
    fireEvent.click(screen.getByLabelText('Teacher'));
    fireEvent.click(screen.getByLabelText('Academy'));
    answerYesNo('Will you have a management role', 'No');
    answerYesNo('Will you drive as part of your work', 'Yes');
    answerYesNo('In the last 5 years', 'No');
    fireEvent.click(screen.getByRole('button', { name: 'Save and see your checklist' }));

    expect(await screen.findByText('The checklist')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/compliance');
    const put = sent.find((request) => request.method === 'PUT');
    // Catalogue order, and no staff-only fact: the candidate's schema refuses unknown fields.
    expect(put?.body).toEqual({ roles: ['teacher', 'teaching_assistant'], settings: ['academy'], management: false, drives_for_work: true, lived_overseas: false });
    expect(queryClient.getQueryData(['compliance', 'profile'])).toMatchObject({ updated_at: '2026-11-24T03:00:00Z' });
  });

  it('opens with the answers given before, to change them later', async () => {
    fakeApi(undefined, answered);
    renderScreen();
    expect(((await screen.findByLabelText('Teacher')) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByLabelText('Teaching assistant') as HTMLInputElement).checked).toBe(false);
    const management = screen.getByRole('radiogroup', { name: /^Will you have a management role/ });
    expect((within(management).getByLabelText('Yes') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('link', { name: /Back to your checklist/ }).getAttribute('href')).toBe('/compliance');
    expect(screen.queryByText(/^Before your checklist/)).toBeNull();
  });

  it("shows the API's field messages on their fields, in the user's language", async () => {
    await i18n.changeLanguage('bn');
    fakeApi(() => json(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'প্রদত্ত তথ্য সঠিক নয়।', errors: { 'roles.0': ['তালিকা থেকে কাজের ধরন বেছে নিন'] } }));
    renderScreen();
    await screen.findByRole('heading', { level: 1, name: 'আপনার কাজ' });
    fireEvent.click(await screen.findByLabelText('শিক্ষক'));
    fireEvent.click(screen.getByLabelText('একাডেমি'));
    for (const radiogroup of screen.getAllByRole('radiogroup')) fireEvent.click(within(radiogroup).getByLabelText('না'));
    fireEvent.click(screen.getByRole('button', { name: 'সংরক্ষণ করুন এবং আপনার চেকলিস্ট দেখুন' }));
    expect(await screen.findByText('তালিকা থেকে কাজের ধরন বেছে নিন')).toBeTruthy();
  });
});
