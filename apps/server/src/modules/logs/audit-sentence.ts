import { getFormDefinitionByKey, messages, roleDisplayName, SEEDED_ROLES, type Language } from '@portal/contract';
import type { TFunction } from 'i18next';

/** What the presenter knows beyond the entry itself: names of the people and roles it refers to. */
export interface SentenceContext {
  actorName: string | null;
  /** The person the entry is about: its target user, or the candidate or user its data names. */
  personName: string | null;
  /** The current readable name of a role the entry targets, when the role still exists. */
  roleReadableName: string | null;
}

interface Entry {
  action: string;
  actor_id: string | null;
  data: Record<string, unknown> | null;
}

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() ? value : undefined);
const record = (value: unknown): Record<string, unknown> =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** `auth.login` is written `audit.actions.auth_login`: dots in a key would be read as nesting. */
export function sentenceKey(action: string): string {
  return `audit.actions.${action.replaceAll('.', '_')}`;
}

/** Whether the catalogue has a sentence for an action. */
export function hasSentence(action: string): boolean {
  return Object.hasOwn(messages.en.audit.actions, action.replaceAll('.', '_'));
}

function roleName(t: TFunction, data: Record<string, unknown>, current: string | null): string {
  const before = record(data.before);
  const after = record(data.after);
  const name = text(after.name) ?? text(data.name) ?? text(before.name) ?? '';
  const readable = text(after.readable_name) ?? text(data.readable_name) ?? text(before.readable_name) ?? current;
  if (readable) return roleDisplayName({ name, readable_name: readable }, (key) => t(key));
  const seeded = SEEDED_ROLES.find((role) => role.name === name);
  return seeded ? roleDisplayName(seeded, (key) => t(key)) : name || t('audit.unnamed');
}

/**
 * One audit entry as a sentence in the reader's language: "Super Admin approved Asha Khan's DBS check". Names are
 * people's and admins' own words; forms, roles and the portal's own permissions are in the reader's language.
 */
export function auditSentence(entry: Entry, context: SentenceContext, t: TFunction, lang: Language): string {
  const data = entry.data ?? {};
  const before = record(data.before);
  const after = record(data.after);
  const formKey = text(data.form_key);
  const form = formKey ? (getFormDefinitionByKey(formKey)?.title[lang] ?? formKey) : t('audit.a_form');
  const roles = Array.isArray(data.roles)
    ? data.roles.filter((r): r is string => typeof r === 'string').map((r) => roleName(t, { name: r }, null)).join(', ')
    : '';
  const params = {
    actor: context.actorName ?? (entry.actor_id ? t('audit.someone') : t('audit.portal')),
    person: context.personName ?? t('audit.someone_object'),
    form,
    role: roleName(t, data, context.roleReadableName),
    roles: roles || '—',
    name:
      (lang === 'bn' ? text(data.name_bn) ?? text(record(data.to).name_bn) : undefined) ??
      text(data.name_en) ??
      text(record(data.to).name_en) ??
      text(after.readable_name) ??
      text(data.readable_name) ??
      text(after.name) ??
      text(data.name) ??
      text(before.name) ??
      t('audit.unnamed'),
    title: text(data.title) ?? text(data.slug) ?? t('audit.unnamed'),
    school: text(data.school_name) ?? t('audit.unnamed'),
    count: new Intl.NumberFormat(lang === 'bn' ? 'bn-BD' : 'en-GB').format(Number(data.rows ?? data.items ?? 0)),
  };
  return hasSentence(entry.action) ? t(sentenceKey(entry.action), params) : t('audit.fallback', params);
}

/** An action's name in the viewer's filter: its sentence with nobody in particular in it. */
export function actionLabel(action: string, t: TFunction): string {
  if (!hasSentence(action)) return action;
  return t(sentenceKey(action), {
    actor: t('audit.someone'),
    person: t('audit.someone_object'),
    form: t('audit.a_form'),
    role: '…',
    roles: '…',
    name: '…',
    title: '…',
    school: '…',
    count: '…',
  });
}
