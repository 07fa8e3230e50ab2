CREATE TABLE "respondent_files" (
	"storage_key" text PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"response_id" uuid NOT NULL,
	"node_id" integer NOT NULL,
	"original_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" bigint NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "timings" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "respondent_files" ADD CONSTRAINT "respondent_files_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "respondent_files_response_idx" ON "respondent_files" USING btree ("survey_id","response_id");