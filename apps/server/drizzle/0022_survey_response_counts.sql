CREATE TABLE "survey_response_counts" (
	"survey_id" integer NOT NULL,
	"shard" integer NOT NULL,
	"complete" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_response_counts_survey_id_shard_pk" PRIMARY KEY("survey_id","shard")
);
--> statement-breakpoint
ALTER TABLE "survey_response_counts" ADD CONSTRAINT "survey_response_counts_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "responses_count_complete"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Deltas of complete responses per survey in this statement, added to this connection's shard
  -- (pg_backend_pid() % 16: concurrent transactions on other connections never wait for it);
  -- surveys in ascending id order, so two statements lock counter rows in the same order. The
  -- join leaves out a survey deleted in this statement (its responses go by cascade; its counter
  -- rows go too).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "survey_response_counts" AS c ("survey_id", "shard", "complete")
    SELECT d."survey_id", pg_backend_pid() % 16, count(*) FROM "new_rows" d JOIN "surveys" s ON s."id" = d."survey_id"
    WHERE d."status" = 'complete' GROUP BY d."survey_id" ORDER BY d."survey_id"
    ON CONFLICT ("survey_id", "shard") DO UPDATE SET "complete" = c."complete" + excluded."complete";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "survey_response_counts" AS c ("survey_id", "shard", "complete")
    SELECT d."survey_id", pg_backend_pid() % 16, sum(d."delta") FROM (
      SELECT "survey_id", 1 AS "delta" FROM "new_rows" WHERE "status" = 'complete'
      UNION ALL
      SELECT "survey_id", -1 FROM "old_rows" WHERE "status" = 'complete'
    ) d JOIN "surveys" s ON s."id" = d."survey_id"
    GROUP BY d."survey_id" HAVING sum(d."delta") <> 0 ORDER BY d."survey_id"
    ON CONFLICT ("survey_id", "shard") DO UPDATE SET "complete" = c."complete" + excluded."complete";
  ELSE
    INSERT INTO "survey_response_counts" AS c ("survey_id", "shard", "complete")
    SELECT d."survey_id", pg_backend_pid() % 16, -count(*) FROM "old_rows" d JOIN "surveys" s ON s."id" = d."survey_id"
    WHERE d."status" = 'complete' GROUP BY d."survey_id" ORDER BY d."survey_id"
    ON CONFLICT ("survey_id", "shard") DO UPDATE SET "complete" = c."complete" + excluded."complete";
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "responses_count_complete_insert" AFTER INSERT ON "responses" REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "responses_count_complete"();--> statement-breakpoint
CREATE TRIGGER "responses_count_complete_update" AFTER UPDATE ON "responses" REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "responses_count_complete"();--> statement-breakpoint
CREATE TRIGGER "responses_count_complete_delete" AFTER DELETE ON "responses" REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "responses_count_complete"();--> statement-breakpoint
-- Responses stored before the counter: counted once here.
INSERT INTO "survey_response_counts" ("survey_id", "shard", "complete")
SELECT "survey_id", 0, count(*) FROM "responses" WHERE "status" = 'complete' GROUP BY "survey_id";
