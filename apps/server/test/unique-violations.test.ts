import { FORM_DEFINITIONS } from '@portal/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors.js';
import { contactsRepository } from '../src/modules/account/repository.js';
import { submissionsRepository } from '../src/modules/compliance/submission-repository.js';
import { geoRepository } from '../src/modules/geo/repository.js';
import { categoryRepository } from '../src/modules/news/category-repository.js';
import { newsRepository } from '../src/modules/news/repository.js';
import { tagRepository } from '../src/modules/news/tag-repository.js';
import { pagesRepository } from '../src/modules/pages/repository.js';
import { permissionsRepository } from '../src/modules/permissions/repository.js';
import { rolesRepository } from '../src/modules/roles/repository.js';
import { usersRepository } from '../src/modules/users/repository.js';
import { createTestApp, registerUser, type TestApp } from './helpers/app.js';

/*
 * Two requests that both pass a service's "taken?" check race to the unique index; the second must get the
 * answer it would have got alone. The API tests cover the checks; these write past them, straight through
 * the repositories, as the losing request does.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const unique = (prefix: string) => `${prefix}-${Math.random().toString(36).slice(2, 10)}`;

/** The AppError `write` throws, as status and field messages. */
async function refusal(write: () => Promise<unknown>) {
  const error = await write().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const { statusCode, messageKey, fieldErrors } = error as AppError;
  return { statusCode, messageKey, fieldErrors };
}
const field = (name: string, key: string) => ({ statusCode: 422, messageKey: 'errors.validation', fieldErrors: { [name]: [{ key }] } });

describe('a write that loses the race to a unique index', () => {
  it('permission and role names', async () => {
    const db = t.ctx.db;
    const name = unique('custom.perm');
    await permissionsRepository.create(db, { name, readable_name: 'One' });
    const other = await permissionsRepository.create(db, { name: unique('custom.perm'), readable_name: 'Two' });
    const taken = field('name', 'validation.permission_name_taken');
    expect(await refusal(() => permissionsRepository.create(db, { name, readable_name: 'Again' }))).toEqual(taken);
    expect(await refusal(() => permissionsRepository.update(db, other.id, { name, readable_name: 'Two' }))).toEqual(taken);

    const role = unique('role');
    await rolesRepository.create(db, { name: role, readable_name: 'One' });
    const second = await rolesRepository.create(db, { name: unique('role'), readable_name: 'Two' });
    const roleTaken = field('name', 'validation.role_name_taken');
    expect(await refusal(() => rolesRepository.create(db, { name: role, readable_name: 'Again' }))).toEqual(roleTaken);
    expect(await refusal(() => rolesRepository.update(db, second.id, { name: role, readable_name: 'Two', mfa_required: false }))).toEqual(roleTaken);
  });

  it('slugs of news items, categories, tags and pages', async () => {
    const db = t.ctx.db;
    const taken = field('slug', 'content.slug_unique');
    const slug = unique('slug');

    await newsRepository.insert(db, { slug, title_en: 'One' });
    const item = await newsRepository.insert(db, { slug: unique('slug'), title_en: 'Two' });
    expect(await refusal(() => newsRepository.insert(db, { slug, title_en: 'Again' }))).toEqual(taken);
    expect(await refusal(() => newsRepository.update(db, item.id, { slug }))).toEqual(taken);

    const category = { name_en: 'Category', name_bn: '', parent_id: null };
    await categoryRepository.insert(db, { ...category, slug });
    const other = await categoryRepository.insert(db, { ...category, slug: unique('slug') });
    expect(await refusal(() => categoryRepository.insert(db, { ...category, slug }))).toEqual(taken);
    expect(await refusal(() => categoryRepository.update(db, other.id, { ...category, slug }))).toEqual(taken);

    const tag = { name_en: 'Tag', name_bn: '' };
    await tagRepository.insert(db, { ...tag, slug });
    const otherTag = await tagRepository.insert(db, { ...tag, slug: unique('slug') });
    expect(await refusal(() => tagRepository.insert(db, { ...tag, slug }))).toEqual(taken);
    expect(await refusal(() => tagRepository.update(db, otherTag.id, { ...tag, slug }))).toEqual(taken);

    await pagesRepository.insert(db, { slug, title_en: 'One' });
    const page = await pagesRepository.insert(db, { slug: unique('slug'), title_en: 'Two' });
    expect(await refusal(() => pagesRepository.insert(db, { slug, title_en: 'Again' }))).toEqual(taken);
    expect(await refusal(() => pagesRepository.update(db, page.id, { slug }))).toEqual(taken);
  });

  it('geo codes', async () => {
    const area = { level: 'division' as const, name_en: 'Somewhere', name_bn: 'কোথাও', country_code: 'BD', parent_id: null, code: unique('X') };
    await geoRepository.create(t.ctx.db, area);
    expect(await refusal(() => geoRepository.create(t.ctx.db, area))).toEqual(field('code', 'validation.geo_code_taken'));
  });

  it('email addresses and phone numbers of accounts, and secondary addresses', async () => {
    const db = t.ctx.db;
    const holder = await registerUser(t.app, { phone: '+447700900' + String(Math.floor(Math.random() * 900) + 100) });
    const other = await registerUser(t.app);
    const phone = (await usersRepository.findById(db, holder.user.id))?.phone;
    expect(phone).toBeTruthy();
    const account = { name: 'Racer', password_hash: 'x' };
    expect(await refusal(() => usersRepository.create(db, { ...account, email: holder.user.email }))).toEqual(field('email', 'errors.email_taken'));
    expect(await refusal(() => usersRepository.create(db, { ...account, email: unique('e') + '@test.example', phone }))).toEqual(
      field('phone', 'errors.phone_taken'),
    );
    expect(await refusal(() => usersRepository.update(db, other.user.id, { email: holder.user.email }))).toEqual(field('email', 'errors.email_taken'));
    expect(await refusal(() => usersRepository.update(db, other.user.id, { phone }))).toEqual(field('phone', 'errors.phone_taken'));

    const secondary = `${unique('second')}@test.example`;
    await contactsRepository.create(db, { user_id: holder.user.id, kind: 'email', value: secondary, verified_at: new Date() });
    expect(await refusal(() => contactsRepository.create(db, { user_id: other.user.id, kind: 'email', value: secondary, verified_at: new Date() }))).toEqual(
      field('email', 'errors.email_taken'),
    );
  });

  it('a second first version of a form, only where the caller names its answer', async () => {
    const { user } = await registerUser(t.app);
    const values = { user_id: user.id, form_key: FORM_DEFINITIONS[0]!.key, version: 1, definition_version: 1, status: 'draft' as const, answers: {} };
    await submissionsRepository.insert(t.ctx.db, values);
    const raced = () => new AppError('conflict', 'errors.submission_locked');
    expect(await refusal(() => submissionsRepository.insert(t.ctx.db, values, raced))).toEqual({ statusCode: 409, messageKey: 'errors.submission_locked', fieldErrors: {} });
    await expect(submissionsRepository.insert(t.ctx.db, values)).rejects.not.toBeInstanceOf(AppError);
  });
});
