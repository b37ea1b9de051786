import type { Executor } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';

export interface AuditEntry {
  actorId: string | null;
  action: string;
  targetType?: string;
  targetId?: string;
  ip?: string;
  data?: Record<string, unknown>;
}

export const auditRepository = {
  async record(db: Executor, entry: AuditEntry): Promise<void> {
    await db.insert(auditLog).values({
      actor_id: entry.actorId,
      action: entry.action,
      target_type: entry.targetType ?? null,
      target_id: entry.targetId ?? null,
      ip: entry.ip ?? null,
      data: entry.data ?? null,
    });
  },
};
