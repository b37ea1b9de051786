CREATE TABLE "referee_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"request_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "referee_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"submission_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"form_key" text NOT NULL,
	"referee_email" text NOT NULL,
	"referee_name" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'sent' NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"opened_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminder_at" timestamp with time zone,
	"answers" jsonb,
	"typed_name" text,
	"signature_image" "bytea",
	"signed_at" timestamp with time zone,
	"signature_ip" text,
	"signature_user_agent" text,
	"declaration_text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "referee_links" ADD CONSTRAINT "referee_links_request_id_referee_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."referee_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_requests" ADD CONSTRAINT "referee_requests_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "referee_requests" ADD CONSTRAINT "referee_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "referee_links_request_idx" ON "referee_links" USING btree ("request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "referee_requests_submission_unique" ON "referee_requests" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "referee_requests_user_idx" ON "referee_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "referee_requests_open_idx" ON "referee_requests" USING btree ("expires_at") WHERE "referee_requests"."status" in ('sent', 'opened');