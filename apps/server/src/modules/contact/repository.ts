import type { Executor } from '../../db/client.js';
import { contactMessages } from '../../db/schema/index.js';

export const contactRepository = {
  async create(db: Executor, values: typeof contactMessages.$inferInsert) {
    const [row] = await db.insert(contactMessages).values(values).returning();
    if (!row) throw new Error('insert returned no contact message');
    return row;
  },
};
