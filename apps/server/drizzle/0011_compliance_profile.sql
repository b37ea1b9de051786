CREATE TABLE "compliance_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"roles" text[] NOT NULL,
	"settings" text[] NOT NULL,
	"management" boolean DEFAULT false NOT NULL,
	"drives_for_work" boolean DEFAULT false NOT NULL,
	"lived_overseas" boolean DEFAULT false NOT NULL,
	"conditional_offer" boolean DEFAULT false NOT NULL,
	"updated_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "compliance_profiles" ADD CONSTRAINT "compliance_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_profiles" ADD CONSTRAINT "compliance_profiles_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;