import {
  geoParentLevels,
  type GeoLevel,
  type THomeCountry,
  type TGeoArea,
  type TGeoAreaDetail,
  type TGeoImportResult,
  type TUserGeoArea,
  ZCreateGeoAreaRequest,
  ZRenameGeoAreaRequest,
} from '@portal/contract';
import type { z } from 'zod';
import type { AppContext, RequestMeta } from '../../context.js';
import type { Executor } from '../../db/client.js';
import { AppError, invalid, notFound, type LocalisedMessage } from '../../lib/errors.js';
import type { Actor } from '../../plugins/auth.js';
import { isUuid } from '../../lib/like.js';
import { userTarget } from '../access/policy.js';
import { auditRepository } from '../audit/repository.js';
import { usersRepository } from '../users/repository.js';
import { readImportFile, type ImportRow } from './import-file.js';
import { planImport, type ImportProblem, type ValidRow } from './import-plan.js';
import { presentGeoArea, presentGeoAreaDetail } from './presenter.js';
import { geoRepository } from './repository.js';
import { GEO_SETS } from './sets.js';

type CreateInput = z.output<typeof ZCreateGeoAreaRequest>;
type RenameInput = z.output<typeof ZRenameGeoAreaRequest>;

/** An import with thousands of bad rows lists this many; the message still gives the total. */
const LISTED_PROBLEMS = 100;
const WRITE_BATCH = 1000;

/**
 * The children of `parentId`, every area of `level`, or with neither the top areas (level one). Without a
 * parent the list is of one country: `country`, by default the home country ('any': every country).
 */
export async function listAreas(ctx: AppContext, query: { parent_id?: string; level?: GeoLevel; country?: string }): Promise<TGeoArea[]> {
  const parentId = query.parent_id ?? (query.level ? undefined : null);
  const country = query.parent_id ? undefined : query.country === 'any' ? undefined : (query.country ?? ctx.config.homeCountry);
  const rows = await geoRepository.list(ctx.db, { parentId, level: query.level, country });
  return rows.map(presentGeoArea);
}

async function detail(db: Executor, id: string): Promise<TGeoAreaDetail | undefined> {
  if (!isUuid(id)) return undefined;
  const area = await geoRepository.findById(db, id);
  return area && presentGeoAreaDetail(area, await geoRepository.ancestors(db, id));
}

export async function areaDetail(ctx: AppContext, id: string): Promise<TGeoAreaDetail> {
  const found = await detail(ctx.db, id);
  if (!found) throw notFound();
  return found;
}

/** Checks where a new area goes, and answers its country: a top-level area's own (or the home country), else its parent's. */
async function checkParent(ctx: AppContext, db: Executor, input: CreateInput): Promise<string> {
  const { level, parent_id: parentId } = input;
  if (level === 'division') {
    if (parentId) throw invalid({ parent_id: 'validation.geo_division_has_no_parent' });
    return input.country_code ?? ctx.config.homeCountry;
  }
  if (!parentId) throw invalid({ parent_id: 'validation.geo_parent_required' });
  const parent = await geoRepository.findById(db, parentId);
  if (!parent) throw invalid({ parent_id: 'validation.geo_area_invalid' });
  if (!geoParentLevels(level, parent.country_code).includes(parent.level)) throw invalid({ parent_id: 'validation.geo_parent_level' });
  return parent.country_code;
}

export async function createArea(ctx: AppContext, actor: Actor, input: CreateInput, meta: RequestMeta): Promise<TGeoAreaDetail> {
  return await ctx.db.transaction(async (tx) => {
    const country = await checkParent(ctx, tx, input);
    if (await geoRepository.findByCode(tx, input.code)) throw invalid({ code: 'validation.geo_code_taken' });
    const created = await geoRepository.create(tx, {
      parent_id: input.level === 'division' ? null : input.parent_id,
      level: input.level,
      code: input.code,
      country_code: country,
      name_en: input.name_en,
      name_bn: input.name_bn.normalize('NFC'),
    });
    await auditRepository.record(tx, { actorId: actor.user.id, action: 'geo.create', targetType: 'geo_area', targetId: created.id, ip: meta.ip });
    return (await detail(tx, created.id))!;
  });
}

export async function renameArea(ctx: AppContext, actor: Actor, id: string, names: RenameInput, meta: RequestMeta): Promise<TGeoAreaDetail> {
  return ctx.db.transaction(async (tx) => {
    const before = await detail(tx, id);
    if (!before) throw notFound();
    await geoRepository.rename(tx, id, { name_en: names.name_en, name_bn: names.name_bn.normalize('NFC') });
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'geo.rename',
      targetType: 'geo_area',
      targetId: id,
      ip: meta.ip,
      data: { from: { name_en: before.name_en, name_bn: before.name_bn }, to: names },
    });
    return (await detail(tx, id))!;
  });
}

/** Only an area nothing refers to can go: no areas under it, no person or address in it. */
export async function deleteArea(ctx: AppContext, actor: Actor, id: string, meta: RequestMeta): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const area = isUuid(id) ? await geoRepository.findById(tx, id) : undefined;
    if (!area) throw notFound();
    if (area.child_count > 0) throw new AppError('conflict', 'errors.geo_area_has_children');
    if (await geoRepository.isInUse(tx, id)) throw new AppError('conflict', 'errors.geo_area_in_use');
    await geoRepository.remove(tx, id);
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'geo.delete',
      targetType: 'geo_area',
      targetId: id,
      ip: meta.ip,
      data: { code: area.code, level: area.level, name_en: area.name_en, name_bn: area.name_bn },
    });
  });
}

function importFailure(problems: readonly ImportProblem[]): AppError {
  const fields: Record<string, LocalisedMessage[]> = {};
  for (const { row, field, key, params } of problems.slice(0, LISTED_PROBLEMS)) {
    (fields[`rows.${row}.${field}`] ??= []).push({ key, params });
  }
  return new AppError('invalid', 'validation.geo_import_failed', { params: { count: problems.length }, fieldErrors: fields });
}

/** Writes parents before children, batch by batch, learning each new area's id on the way. */
async function applyWrites(db: Executor, writes: readonly ValidRow[], idOfCode: Map<string, string>): Promise<void> {
  for (let start = 0; start < writes.length; ) {
    // A batch never mixes levels, so every parent is written (and its id known) before its children.
    const level = writes[start]!.level;
    let end = start;
    while (end < writes.length && end - start < WRITE_BATCH && writes[end]!.level === level) end += 1;
    const written = await geoRepository.upsertByCode(
      db,
      writes.slice(start, end).map((row) => ({
        code: row.code,
        level: row.level,
        parent_id: row.parent_code ? idOfCode.get(row.parent_code)! : null,
        country_code: row.country_code,
        name_en: row.name_en,
        name_bn: row.name_bn,
      })),
    );
    for (const { id, code } of written) if (code) idOfCode.set(code, id);
    start = end;
  }
}

/**
 * Imports a CSV or JSON file of areas: every row is checked first, and any problem leaves the tree
 * untouched; otherwise all rows are written in one transaction, matched to existing areas by code.
 */
export async function importAreas(ctx: AppContext, actor: Actor, body: string, meta: RequestMeta): Promise<TGeoImportResult> {
  return importRows(ctx, actor, readImportFile(body), meta, {});
}

/**
 * Imports one of the sets the portal ships (the UK's or Bangladesh's levels one to three) through the same
 * checks as a file, so a UK portal can add Bangladesh's divisions and districts, or the other way round.
 */
export async function importSet(ctx: AppContext, actor: Actor, country: THomeCountry, meta: RequestMeta): Promise<TGeoImportResult> {
  const rows = GEO_SETS[country]().map((row, index) => ({ ...row, row: index + 1 }));
  return importRows(ctx, actor, rows, meta, { set: country });
}

async function importRows(ctx: AppContext, actor: Actor, rows: ImportRow[], meta: RequestMeta, source: { set?: THomeCountry }): Promise<TGeoImportResult> {
  return ctx.db.transaction(async (tx) => {
    await geoRepository.lockForImport(tx);
    const existing = await geoRepository.allCoded(tx);
    const { problems, plan } = planImport(rows, existing, ctx.config.homeCountry);
    if (problems.length > 0) throw importFailure(problems);
    await applyWrites(tx, plan.writes, new Map(existing.map((area) => [area.code!, area.id])));
    const result = { total: rows.length, created: plan.created, updated: plan.updated, unchanged: plan.unchanged };
    await auditRepository.record(tx, { actorId: actor.user.id, action: 'geo.import', targetType: 'geo_area', ip: meta.ip, data: { ...result, ...source } });
    return result;
  });
}

export async function userGeoArea(ctx: AppContext, actor: Actor, targetUserId: string): Promise<TUserGeoArea> {
  const user = await userTarget(ctx.db, actor, 'user.view', targetUserId);
  return { geo_area: user.geo_area_id ? ((await detail(ctx.db, user.geo_area_id)) ?? null) : null };
}

/** Sets (or with null clears) the area a person belongs to; any level of the tree will do. */
export async function setUserGeoArea(
  ctx: AppContext,
  actor: Actor,
  targetUserId: string,
  geoAreaId: string | null,
  meta: RequestMeta,
): Promise<TUserGeoArea> {
  return ctx.db.transaction(async (tx) => {
    const user = await userTarget(tx, actor, 'user.update', targetUserId);
    const area = geoAreaId ? await detail(tx, geoAreaId) : null;
    if (geoAreaId && !area) throw invalid({ geo_area_id: 'validation.geo_area_invalid' });
    await usersRepository.update(tx, user.id, { geo_area_id: geoAreaId });
    await auditRepository.record(tx, {
      actorId: actor.user.id,
      action: 'user.geo_area',
      targetType: 'user',
      targetId: user.id,
      ip: meta.ip,
      data: { from: user.geo_area_id, to: geoAreaId },
    });
    return { geo_area: area ?? null };
  });
}
