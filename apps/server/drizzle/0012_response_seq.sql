CREATE SEQUENCE IF NOT EXISTS "responses_seq";--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "seq" bigint DEFAULT nextval('responses_seq') NOT NULL;--> statement-breakpoint
CREATE INDEX "responses_survey_seq_idx" ON "responses" USING btree ("survey_id","seq");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "responses_bump_seq"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seq := nextval('responses_seq');
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "responses_bump_seq" BEFORE UPDATE ON "responses" FOR EACH ROW EXECUTE FUNCTION "responses_bump_seq"();
