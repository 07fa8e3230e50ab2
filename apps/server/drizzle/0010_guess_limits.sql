CREATE TABLE "guess_limits" (
	"survey_id" integer NOT NULL,
	"ip" text NOT NULL,
	"misses" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	CONSTRAINT "guess_limits_survey_id_ip_pk" PRIMARY KEY("survey_id","ip")
);
--> statement-breakpoint
CREATE INDEX "guess_limits_window_start_idx" ON "guess_limits" USING btree ("window_start");--> statement-breakpoint
CREATE INDEX "responses_partial_updated_idx" ON "responses" USING btree ("updated_at") WHERE "responses"."status" = 'partial';