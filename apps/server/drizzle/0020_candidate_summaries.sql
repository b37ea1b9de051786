CREATE TABLE "candidate_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidate_summaries" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"progress_done" integer NOT NULL,
	"progress_total" integer NOT NULL,
	"next_deadline" date,
	"last_activity" timestamp with time zone,
	"attention" text[] NOT NULL,
	"first_submitted" timestamp with time zone,
	"compliant_since" timestamp with time zone,
	"evaluated_on" date NOT NULL,
	"refresh_at" timestamp with time zone,
	"basis" text NOT NULL,
	"evaluated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "candidate_changes_user_idx" ON "candidate_changes" USING btree ("user_id");--> statement-breakpoint
-- Logs whose checklist a write may have changed, in the writing transaction, for every way the tables are written
-- (services, jobs, imports, hand-run SQL). Statement-level with transition tables: a job updating a thousand
-- submissions runs one insert.
CREATE FUNCTION "candidate_changes_log"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "candidate_changes" ("user_id") SELECT DISTINCT "user_id" FROM old_rows;
  ELSE
    INSERT INTO "candidate_changes" ("user_id") SELECT DISTINCT "user_id" FROM new_rows;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Officers' checks name the submission, not the candidate.
CREATE FUNCTION "candidate_changes_log_checks"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    INSERT INTO "candidate_changes" ("user_id")
    SELECT DISTINCT s."user_id" FROM old_rows c JOIN "submissions" s ON s."id" = c."submission_id";
  ELSE
    INSERT INTO "candidate_changes" ("user_id")
    SELECT DISTINCT s."user_id" FROM new_rows c JOIN "submissions" s ON s."id" = c."submission_id";
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "submissions_changes_insert" AFTER INSERT ON "submissions" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_changes_log"();
--> statement-breakpoint
CREATE TRIGGER "submissions_changes_update" AFTER UPDATE ON "submissions" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_changes_log"();
--> statement-breakpoint
CREATE TRIGGER "submissions_changes_delete" AFTER DELETE ON "submissions" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_changes_log"();
--> statement-breakpoint
CREATE TRIGGER "submission_checks_changes_insert" AFTER INSERT ON "submission_checks" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_changes_log_checks"();
--> statement-breakpoint
CREATE TRIGGER "submission_checks_changes_update" AFTER UPDATE ON "submission_checks" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_changes_log_checks"();
--> statement-breakpoint
CREATE TRIGGER "submission_checks_changes_delete" AFTER DELETE ON "submission_checks" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_changes_log_checks"();
--> statement-breakpoint
CREATE TRIGGER "compliance_profiles_changes_insert" AFTER INSERT ON "compliance_profiles" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_changes_log"();
--> statement-breakpoint
CREATE TRIGGER "compliance_profiles_changes_update" AFTER UPDATE ON "compliance_profiles" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_changes_log"();
--> statement-breakpoint
CREATE TRIGGER "compliance_profiles_changes_delete" AFTER DELETE ON "compliance_profiles" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_changes_log"();
--> statement-breakpoint
CREATE TRIGGER "referee_requests_changes_insert" AFTER INSERT ON "referee_requests" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_changes_log"();
--> statement-breakpoint
CREATE TRIGGER "referee_requests_changes_update" AFTER UPDATE ON "referee_requests" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_changes_log"();
--> statement-breakpoint
CREATE TRIGGER "referee_requests_changes_delete" AFTER DELETE ON "referee_requests" REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_changes_log"();
--> statement-breakpoint
-- A sign-in moves the candidate's last activity.
CREATE TRIGGER "access_tokens_changes_insert" AFTER INSERT ON "access_tokens" REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION "candidate_changes_log"();
