ALTER TABLE "responses" ADD COLUMN "cells" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "cells_key" integer;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "responses_bump_seq"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.seq := nextval('responses_seq');
  -- Stored cells belong to the answers, version and partial-ness they were written from: an update
  -- that changes any of them without writing cells of its own leaves none, and readers convert
  -- the answers instead (report/stored-cells.ts).
  IF NEW.cells IS NOT DISTINCT FROM OLD.cells AND NEW.cells_key IS NOT DISTINCT FROM OLD.cells_key AND (
    NEW.answers IS DISTINCT FROM OLD.answers OR NEW.version IS DISTINCT FROM OLD.version
    OR (NEW.status = 'partial') IS DISTINCT FROM (OLD.status = 'partial')
  ) THEN
    NEW.cells := NULL;
    NEW.cells_key := NULL;
  END IF;
  RETURN NEW;
END;
$$;
