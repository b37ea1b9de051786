CREATE TABLE "submission_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"result" text NOT NULL,
	"checked_on" date NOT NULL,
	"details" jsonb NOT NULL,
	"checked_by" uuid,
	"checker_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "due_at" date;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "lawful_basis" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "retention_class" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "purged_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "tombstone" jsonb;--> statement-breakpoint
ALTER TABLE "compliance_profiles" ADD COLUMN "last_service_on" date;--> statement-breakpoint
ALTER TABLE "compliance_profiles" ADD COLUMN "closed_unplaced_on" date;--> statement-breakpoint
ALTER TABLE "compliance_profiles" ADD COLUMN "legal_hold_reason" text;--> statement-breakpoint
ALTER TABLE "compliance_profiles" ADD COLUMN "legal_hold_by" uuid;--> statement-breakpoint
ALTER TABLE "compliance_profiles" ADD COLUMN "legal_hold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submission_checks" ADD CONSTRAINT "submission_checks_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_checks" ADD CONSTRAINT "submission_checks_checked_by_users_id_fk" FOREIGN KEY ("checked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submission_checks_submission_idx" ON "submission_checks" USING btree ("submission_id","created_at");--> statement-breakpoint
ALTER TABLE "compliance_profiles" ADD CONSTRAINT "compliance_profiles_legal_hold_by_users_id_fk" FOREIGN KEY ("legal_hold_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_due_idx" ON "submissions" USING btree ("due_at") WHERE "submissions"."superseded_at" is null and "submissions"."due_at" is not null;