CREATE TABLE "report_chart_settings" (
	"survey_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"chart_type" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_chart_settings_survey_id_node_id_pk" PRIMARY KEY("survey_id","node_id")
);
--> statement-breakpoint
CREATE TABLE "report_filter_selections" (
	"user_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"filter_id" integer NOT NULL,
	CONSTRAINT "report_filter_selections_user_id_survey_id_pk" PRIMARY KEY("user_id","survey_id")
);
--> statement-breakpoint
CREATE TABLE "report_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"name" text NOT NULL,
	"definition" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "response_deletions" (
	"survey_id" integer NOT NULL,
	"response_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "report_chart_settings" ADD CONSTRAINT "report_chart_settings_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_filter_selections" ADD CONSTRAINT "report_filter_selections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_filter_selections" ADD CONSTRAINT "report_filter_selections_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_filter_selections" ADD CONSTRAINT "report_filter_selections_filter_id_report_filters_id_fk" FOREIGN KEY ("filter_id") REFERENCES "public"."report_filters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_filters" ADD CONSTRAINT "report_filters_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_filters" ADD CONSTRAINT "report_filters_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_filters_survey_idx" ON "report_filters" USING btree ("survey_id","id");--> statement-breakpoint
CREATE INDEX "response_deletions_survey_seq_idx" ON "response_deletions" USING btree ("survey_id","seq");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "responses_record_deletion"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "response_deletions" ("survey_id", "response_id", "seq")
  SELECT "survey_id", "id", nextval('responses_seq') FROM "deleted_rows";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "responses_record_deletion" AFTER DELETE ON "responses" REFERENCING OLD TABLE AS "deleted_rows" FOR EACH STATEMENT EXECUTE FUNCTION "responses_record_deletion"();
