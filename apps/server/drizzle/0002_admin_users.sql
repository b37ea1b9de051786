CREATE TABLE "user_counts" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"live" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_created_idx";--> statement-breakpoint
CREATE INDEX "users_live_created_idx" ON "users" USING btree ("created_at","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_name_idx" ON "users" USING btree ("name","id") WHERE "users"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "users_live_email_idx" ON "users" USING btree ("email","id") WHERE "users"."deleted_at" is null;