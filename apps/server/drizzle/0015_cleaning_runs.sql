CREATE TABLE "cleaning_run_items" (
	"run_id" integer NOT NULL,
	"response_id" uuid NOT NULL,
	"previous_status" text NOT NULL,
	CONSTRAINT "cleaning_run_items_run_id_response_id_pk" PRIMARY KEY("run_id","response_id")
);
--> statement-breakpoint
CREATE TABLE "cleaning_runs" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer,
	"kind" text NOT NULL,
	"combine" text,
	"rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"affected" integer DEFAULT 0 NOT NULL,
	"undo_of" integer,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cleaning_run_items" ADD CONSTRAINT "cleaning_run_items_run_id_cleaning_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."cleaning_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaning_runs" ADD CONSTRAINT "cleaning_runs_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cleaning_runs" ADD CONSTRAINT "cleaning_runs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cleaning_runs_survey_idx" ON "cleaning_runs" USING btree ("survey_id","id");