ALTER TABLE "mail_outbox" ALTER COLUMN "text" DROP NOT NULL;--> statement-breakpoint
-- Bodies of mail already delivered or given up on held one-time codes and links: drop them.
UPDATE "mail_outbox" SET "text" = NULL WHERE "status" IN ('sent', 'logged', 'failed');
