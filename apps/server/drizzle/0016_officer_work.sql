CREATE TABLE "assurance_pack_views" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"pack_id" uuid NOT NULL,
	"viewed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"outcome" text NOT NULL,
	"ip" text,
	"user_agent" text
);
--> statement-breakpoint
CREATE TABLE "assurance_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"school_name" text NOT NULL,
	"school_urn" text,
	"placement_start" date,
	"issued_by" uuid,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"link_expires_at" timestamp with time zone NOT NULL,
	"token_hash" text NOT NULL,
	"storage_key" text NOT NULL,
	"pdf_sha256" text NOT NULL,
	"csv_sha256" text NOT NULL,
	"snapshot" jsonb NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_reason" text
);
--> statement-breakpoint
CREATE TABLE "candidate_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "change_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"candidate_id" uuid NOT NULL,
	"form_key" text NOT NULL,
	"message" text NOT NULL,
	"requested_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by_submission_id" uuid
);
--> statement-breakpoint
ALTER TABLE "assurance_pack_views" ADD CONSTRAINT "assurance_pack_views_pack_id_assurance_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."assurance_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assurance_packs" ADD CONSTRAINT "assurance_packs_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assurance_packs" ADD CONSTRAINT "assurance_packs_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "candidate_notes" ADD CONSTRAINT "candidate_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "change_requests" ADD CONSTRAINT "change_requests_resolved_by_submission_id_submissions_id_fk" FOREIGN KEY ("resolved_by_submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assurance_pack_views_pack_idx" ON "assurance_pack_views" USING btree ("pack_id","viewed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "assurance_packs_token_unique" ON "assurance_packs" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "assurance_packs_candidate_idx" ON "assurance_packs" USING btree ("candidate_id","issued_at");--> statement-breakpoint
CREATE INDEX "assurance_packs_live_idx" ON "assurance_packs" USING btree ("candidate_id") WHERE "assurance_packs"."revoked_at" is null;--> statement-breakpoint
CREATE INDEX "candidate_notes_candidate_idx" ON "candidate_notes" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "change_requests_candidate_idx" ON "change_requests" USING btree ("candidate_id","created_at");--> statement-breakpoint
CREATE INDEX "change_requests_open_idx" ON "change_requests" USING btree ("candidate_id","form_key") WHERE "change_requests"."resolved_at" is null;