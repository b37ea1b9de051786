CREATE TABLE "crm_links" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"crm_id" text NOT NULL,
	"linked_by" uuid,
	"linked_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_synced_files" (
	"org_id" text NOT NULL,
	"upload_id" uuid NOT NULL,
	"content_version_id" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "crm_synced_files_org_id_upload_id_pk" PRIMARY KEY("org_id","upload_id")
);
--> statement-breakpoint
CREATE TABLE "crm_syncs" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"state" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_until" timestamp with time zone,
	"claim_id" uuid,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_synced_at" timestamp with time zone,
	"last_error" text,
	"last_error_code" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_connections" ADD COLUMN "reconnect_needed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD COLUMN "api_used" integer;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD COLUMN "api_limit" integer;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD COLUMN "api_usage_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD COLUMN "record_types" jsonb;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD COLUMN "mapping" jsonb;--> statement-breakpoint
ALTER TABLE "crm_connections" ADD COLUMN "mapping_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "crm_links" ADD CONSTRAINT "crm_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_links" ADD CONSTRAINT "crm_links_linked_by_users_id_fk" FOREIGN KEY ("linked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_synced_files" ADD CONSTRAINT "crm_synced_files_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_syncs" ADD CONSTRAINT "crm_syncs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_links_crm_id_unique" ON "crm_links" USING btree ("crm_id");--> statement-breakpoint
CREATE INDEX "crm_syncs_due_idx" ON "crm_syncs" USING btree ("next_attempt_at") WHERE "crm_syncs"."state" in ('queued', 'running');