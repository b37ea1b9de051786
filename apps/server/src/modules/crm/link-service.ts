import type { TCrmContact, TCrmContactSearch, TCrmSyncStatus, TCrmUserLink } from '@portal/contract';
import type { AppContext, RequestMeta } from '../../context.js';
import { AppError, notFound } from '../../lib/errors.js';
import { isUuid } from '../../lib/like.js';
import type { Actor } from '../../plugins/auth.js';
import { userTarget } from '../access/policy.js';
import { auditRepository } from '../audit/repository.js';
import { usersRepository, type UserRow } from '../users/repository.js';
import { openCrm, withCrm } from './access.js';
import { mappingOf } from './mapping.js';
import { crmRepository } from './repository.js';
import { SalesforceApiError } from './salesforce/api.js';
import { crmOf, PROVIDER } from './settings.js';
import { crmSyncRepository } from './sync-repository.js';
import { soqlString, splitName } from './sync-service.js';

/** Contacts a search shows at most. */
const SEARCH_LIMIT = 20;

const contactNotFound = () => new AppError('invalid', 'crm.contact_not_found');

interface ContactRecord {
  Id: string;
  Name: string;
  Email: string | null;
  MobilePhone: string | null;
  Account: { Name: string } | null;
}

const CONTACT_FIELDS = 'Id, Name, Email, MobilePhone, Account.Name';

/** Salesforce's record page of a Contact, in Lightning. */
const contactUrl = (instanceUrl: string, id: string) => `${instanceUrl}/lightning/r/Contact/${id}/view`;

function presentContact(instanceUrl: string, record: ContactRecord): TCrmContact {
  return { id: record.Id, name: record.Name, email: record.Email, phone: record.MobilePhone, account: record.Account?.Name ?? null, url: contactUrl(instanceUrl, record.Id) };
}

async function userOf(ctx: AppContext, userId: string): Promise<UserRow> {
  const user = isUuid(userId) ? await usersRepository.findById(ctx.db, userId) : undefined;
  if (!user) throw notFound();
  return user;
}

/** A SOQL LIKE literal matching `text` anywhere: quote and backslash escaped, and % and _ in the text match themselves. */
const likeAnywhere = (text: string) => `'%${soqlString(text).slice(1, -1).replace(/[%_]/g, (c) => `\\${c}`)}%'`;

export async function userLink(ctx: AppContext, userId: string): Promise<TCrmUserLink> {
  await userOf(ctx, userId);
  crmOf(ctx);
  const link = await crmSyncRepository.findLink(ctx.db, userId);
  const connection = await crmRepository.findConnection(ctx.db, PROVIDER);
  const instanceUrl = connection?.refresh_token_encrypted ? connection.instance_url : null;
  return {
    crm_id: link?.crm_id ?? null,
    crm_url: link && instanceUrl ? contactUrl(instanceUrl, link.crm_id) : null,
    linked_by: link?.linked_by ? { id: link.linked_by, name: link.linked_by_name ?? '' } : null,
    linked_at: link?.linked_at.toISOString() ?? null,
  };
}

/**
 * Contacts matching `q` by email or name, or by the user's own email and name when `q` is empty. The one Contact
 * whose email is exactly the user's, if there is exactly one, is proposed.
 */
export async function searchContacts(ctx: AppContext, userId: string, q: string | undefined): Promise<TCrmContactSearch> {
  const user = await userOf(ctx, userId);
  return withCrm(ctx, async ({ api, connection }) => {
    const where = q
      ? `Email LIKE ${likeAnywhere(q)} OR Name LIKE ${likeAnywhere(q)}`
      : `Email = ${soqlString(user.email)} OR Name LIKE ${likeAnywhere(user.name.trim())}`;
    const records = await api.query<ContactRecord>(`SELECT ${CONTACT_FIELDS} FROM Contact WHERE ${where} ORDER BY Name LIMIT ${SEARCH_LIMIT}`);
    const contacts = records.map((record) => presentContact(connection.instance_url ?? '', record));
    const sameEmail = contacts.filter((contact) => contact.email?.toLowerCase() === user.email.toLowerCase());
    return { contacts, proposed: sameEmail.length === 1 ? sameEmail[0]! : null };
  });
}

async function keepLink(ctx: AppContext, actor: Actor, { userId, crmId, action }: { userId: string; crmId: string; action: string }, meta: RequestMeta): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await userTarget(tx, actor, 'user.crm', userId);
    const holder = await crmSyncRepository.userLinkedTo(tx, crmId);
    if (holder && holder !== userId) throw new AppError('conflict', 'crm.contact_linked_elsewhere');
    await crmSyncRepository.saveLink(tx, userId, crmId, actor.user.id);
    // A new link is written at once: the Contact gets the portal id and the compliance status.
    await crmSyncRepository.queue(tx, userId);
    await auditRepository.record(tx, { actorId: actor.user.id, action, targetType: 'user', targetId: userId, ip: meta.ip, data: { crm_id: crmId } });
  });
  ctx.crmSync.kick();
}

/** Links the user to a Contact that Salesforce shows the connected user (422 otherwise), and queues a sync. */
export async function linkUser(ctx: AppContext, actor: Actor, userId: string, crmId: string, meta: RequestMeta): Promise<TCrmUserLink> {
  // Asked before Salesforce is (and again where the link is written).
  await userTarget(ctx.db, actor, 'user.crm', userId);
  const found = await withCrm(ctx, async ({ api }) => {
    try {
      const { body } = await api.json('GET', `/sobjects/Contact/${crmId}?fields=Id`);
      return (body as { Id?: string } | null)?.Id;
    } catch (error) {
      if (error instanceof SalesforceApiError && (error.status === 404 || error.code === 'MALFORMED_ID')) return undefined;
      throw error;
    }
  });
  if (!found) throw contactNotFound();
  await keepLink(ctx, actor, { userId, crmId: found, action: 'crm.user_linked' }, meta);
  return userLink(ctx, userId);
}

export async function unlinkUser(ctx: AppContext, actor: Actor, userId: string, meta: RequestMeta): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await userTarget(tx, actor, 'user.crm', userId);
    const crmId = await crmSyncRepository.deleteLink(tx, userId);
    if (crmId) await auditRepository.record(tx, { actorId: actor.user.id, action: 'crm.user_unlinked', targetType: 'user', targetId: userId, ip: meta.ip, data: { crm_id: crmId } });
  });
}

/** Creates a Contact from the user's details and links it; 409 when Salesforce already holds one with the user's portal id. */
export async function createContact(ctx: AppContext, actor: Actor, userId: string, meta: RequestMeta): Promise<TCrmUserLink> {
  // Asked before the user's details go to Salesforce (and again where the link is written).
  const user = await userTarget(ctx.db, actor, 'user.crm', userId);
  const id = await withCrm(ctx, async ({ api, connection }) => {
    const externalId = mappingOf(connection).contact.external_id;
    const existing = await api.query<{ Id: string }>(`SELECT Id FROM Contact WHERE ${externalId} = ${soqlString(user.id)} LIMIT 1`);
    if (existing.length > 0) return null;
    const { body } = await api.json('POST', '/sobjects/Contact', { ...splitName(user.name), Email: user.email, MobilePhone: user.phone, [externalId]: user.id });
    return (body as { id?: string } | null)?.id ?? null;
  });
  if (!id) throw new AppError('conflict', 'crm.contact_exists');
  await keepLink(ctx, actor, { userId, crmId: id, action: 'crm.contact_created' }, meta);
  return userLink(ctx, userId);
}

export async function syncStatus(ctx: AppContext, userId: string): Promise<TCrmSyncStatus> {
  await userOf(ctx, userId);
  crmOf(ctx);
  const row = await crmSyncRepository.findSync(ctx.db, userId);
  const connection = await crmRepository.findConnection(ctx.db, PROVIDER);
  // A queued sync waits for the connection: the admin reads why on the user's screen too.
  const waiting = row?.state === 'queued' && connection?.reconnect_needed_at ? { code: 'reconnect_needed', message: 'reconnect needed: the CRM connection must be made again' } : null;
  return {
    state: row?.state ?? 'idle',
    last_synced_at: row?.last_synced_at?.toISOString() ?? null,
    last_error: waiting?.message ?? row?.last_error ?? null,
    last_error_code: waiting?.code ?? row?.last_error_code ?? null,
    attempts: row?.attempts ?? 0,
    next_attempt_at: row?.state === 'queued' ? row.next_attempt_at.toISOString() : null,
  };
}

/** Sync now: 409 unless the CRM is connected and usable; queued (once, however often pressed) and started at once. */
export async function requestSync(ctx: AppContext, actor: Actor, userId: string, meta: RequestMeta): Promise<TCrmSyncStatus> {
  await userTarget(ctx.db, actor, 'user.crm', userId);
  await openCrm(ctx);
  await ctx.db.transaction(async (tx) => {
    await userTarget(tx, actor, 'user.crm', userId);
    await crmSyncRepository.queue(tx, userId);
    await auditRepository.record(tx, { actorId: actor.user.id, action: 'crm.sync_requested', targetType: 'user', targetId: userId, ip: meta.ip });
  });
  ctx.crmSync.kick();
  return syncStatus(ctx, userId);
}
