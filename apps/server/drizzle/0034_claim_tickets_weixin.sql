CREATE TABLE "survey_official_accounts" (
	"survey_id" integer PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"app_id" text NOT NULL,
	"bound_by" integer,
	"bound_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "qr_tickets" ADD COLUMN "target_kind" text;--> statement-breakpoint
ALTER TABLE "qr_tickets" ADD COLUMN "target_id" integer;--> statement-breakpoint
ALTER TABLE "survey_official_accounts" ADD CONSTRAINT "survey_official_accounts_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_official_accounts" ADD CONSTRAINT "survey_official_accounts_bound_by_users_id_fk" FOREIGN KEY ("bound_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;