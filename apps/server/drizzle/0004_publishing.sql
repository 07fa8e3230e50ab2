CREATE TABLE "launch_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"name" text NOT NULL,
	"source" text NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sensitive_words" (
	"id" serial PRIMARY KEY NOT NULL,
	"word" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_versions" (
	"survey_id" integer NOT NULL,
	"version" integer NOT NULL,
	"document" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"publisher_id" integer,
	CONSTRAINT "survey_versions_survey_id_version_pk" PRIMARY KEY("survey_id","version")
);
--> statement-breakpoint
CREATE TABLE "responses" (
	"survey_id" integer NOT NULL,
	"id" uuid NOT NULL,
	"version" integer NOT NULL,
	"status" text DEFAULT 'partial' NOT NULL,
	"answers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submitted_at" timestamp with time zone,
	"duration_ms" integer,
	"source" text DEFAULT '' NOT NULL,
	"channel" text DEFAULT '' NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ip" text,
	"user_agent" text,
	"weight" double precision DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responses_survey_id_id_pk" PRIMARY KEY("survey_id","id"),
	CONSTRAINT "responses_status_check" CHECK ("responses"."status" in ('partial', 'complete', 'invalid', 'screened_out'))
);
--> statement-breakpoint
ALTER TABLE "launch_links" ADD CONSTRAINT "launch_links_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_versions" ADD CONSTRAINT "survey_versions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_versions" ADD CONSTRAINT "survey_versions_publisher_id_users_id_fk" FOREIGN KEY ("publisher_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responses" ADD CONSTRAINT "responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "launch_links_survey_idx" ON "launch_links" USING btree ("survey_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "launch_links_survey_source_idx" ON "launch_links" USING btree ("survey_id",lower("source"));--> statement-breakpoint
CREATE UNIQUE INDEX "sensitive_words_word_idx" ON "sensitive_words" USING btree ("word");--> statement-breakpoint
CREATE INDEX "responses_survey_status_idx" ON "responses" USING btree ("survey_id","status");--> statement-breakpoint
CREATE INDEX "responses_survey_created_idx" ON "responses" USING btree ("survey_id","created_at");