ALTER TABLE "submissions" ADD COLUMN "statement_sha256" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "referee_requests" ADD COLUMN "statement_sha256" text;