CREATE TABLE "community_access" (
	"survey_id" integer PRIMARY KEY NOT NULL,
	"password_hash" text NOT NULL,
	"rotated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "community_sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"refresh_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_quotas" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"group_id" integer,
	"field_key" text,
	"field_value" text,
	"target" integer NOT NULL,
	"action" text DEFAULT 'stop' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "community_access" ADD CONSTRAINT "community_access_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "community_sessions" ADD CONSTRAINT "community_sessions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_quotas" ADD CONSTRAINT "discussion_quotas_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_quotas" ADD CONSTRAINT "discussion_quotas_group_id_discussion_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."discussion_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "community_sessions_survey_idx" ON "community_sessions" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "discussion_quotas_survey_idx" ON "discussion_quotas" USING btree ("survey_id","position");