CREATE TABLE "crm_connections" (
	"provider" text PRIMARY KEY NOT NULL,
	"instance_url" text,
	"org_id" text,
	"crm_user_id" text,
	"crm_user_name" text,
	"crm_username" text,
	"refresh_token_encrypted" text,
	"connected_by" uuid,
	"connected_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crm_oauth_states" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"state_hash" text NOT NULL,
	"access_token_id" uuid NOT NULL,
	"code_verifier_encrypted" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "crm_connections" ADD CONSTRAINT "crm_connections_connected_by_users_id_fk" FOREIGN KEY ("connected_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crm_oauth_states" ADD CONSTRAINT "crm_oauth_states_access_token_id_access_tokens_id_fk" FOREIGN KEY ("access_token_id") REFERENCES "public"."access_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crm_oauth_states_hash_unique" ON "crm_oauth_states" USING btree ("state_hash");--> statement-breakpoint
CREATE INDEX "crm_oauth_states_expires_idx" ON "crm_oauth_states" USING btree ("expires_at");