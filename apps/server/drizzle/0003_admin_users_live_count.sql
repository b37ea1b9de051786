-- Keeps user_counts.live equal to the number of users whose deleted_at is null.
-- Statement-level triggers with transition tables: a bulk insert of 100,000 users updates the row once.
-- The counter row is only written when the number changes, so ordinary profile edits never touch it.
INSERT INTO "user_counts" ("id", "live") SELECT true, count(*) FROM "users" WHERE "deleted_at" IS NULL
ON CONFLICT ("id") DO UPDATE SET "live" = excluded."live";
--> statement-breakpoint
CREATE FUNCTION "user_counts_apply"(delta bigint) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF delta <> 0 THEN
    UPDATE "user_counts" SET "live" = "live" + delta WHERE "id";
  END IF;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "user_counts_after_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "user_counts_apply"((SELECT count(*) FROM inserted WHERE "deleted_at" IS NULL));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "user_counts_after_update"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "user_counts_apply"(
    (SELECT count(*) FROM updated WHERE "deleted_at" IS NULL) - (SELECT count(*) FROM previous WHERE "deleted_at" IS NULL)
  );
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "user_counts_after_delete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "user_counts_apply"(-(SELECT count(*) FROM removed WHERE "deleted_at" IS NULL));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "user_counts_after_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "user_counts" SET "live" = 0 WHERE "id";
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_count_insert" AFTER INSERT ON "users" REFERENCING NEW TABLE AS inserted
FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_after_insert"();
--> statement-breakpoint
CREATE TRIGGER "users_count_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS previous NEW TABLE AS updated
FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_after_update"();
--> statement-breakpoint
CREATE TRIGGER "users_count_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS removed
FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_after_delete"();
--> statement-breakpoint
CREATE TRIGGER "users_count_truncate" AFTER TRUNCATE ON "users"
FOR EACH STATEMENT EXECUTE FUNCTION "user_counts_after_truncate"();
