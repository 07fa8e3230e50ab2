CREATE TABLE "discussion_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_managers" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"role" text NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"user_id" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"invite_hash" text,
	"invited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_projects" (
	"survey_id" integer PRIMARY KEY NOT NULL,
	"heads" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"community" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discussion_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"code" text NOT NULL,
	"group_id" integer,
	"name" text NOT NULL,
	"mobile" text,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"state" integer DEFAULT 0 NOT NULL,
	"host_id" integer,
	"response_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "discussion_groups" ADD CONSTRAINT "discussion_groups_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_managers" ADD CONSTRAINT "discussion_managers_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_managers" ADD CONSTRAINT "discussion_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_projects" ADD CONSTRAINT "discussion_projects_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_users" ADD CONSTRAINT "discussion_users_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_users" ADD CONSTRAINT "discussion_users_group_id_discussion_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."discussion_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discussion_users" ADD CONSTRAINT "discussion_users_host_id_discussion_managers_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."discussion_managers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discussion_groups_name_idx" ON "discussion_groups" USING btree ("survey_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "discussion_managers_email_idx" ON "discussion_managers" USING btree ("survey_id",lower("email"));--> statement-breakpoint
CREATE INDEX "discussion_managers_user_idx" ON "discussion_managers" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "discussion_users_code_idx" ON "discussion_users" USING btree ("survey_id","code");--> statement-breakpoint
CREATE UNIQUE INDEX "discussion_users_mobile_idx" ON "discussion_users" USING btree ("survey_id","mobile") WHERE "discussion_users"."mobile" is not null;--> statement-breakpoint
CREATE INDEX "discussion_users_group_idx" ON "discussion_users" USING btree ("survey_id","group_id");