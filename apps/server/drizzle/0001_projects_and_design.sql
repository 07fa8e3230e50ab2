CREATE TABLE "nodes" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"parent_id" integer,
	"model" integer NOT NULL,
	"type" integer DEFAULT 0 NOT NULL,
	"sub_type" integer DEFAULT 0 NOT NULL,
	"attribute" integer DEFAULT 0 NOT NULL,
	"code" text,
	"title" text DEFAULT '' NOT NULL,
	"label" text,
	"position" integer NOT NULL,
	"setting" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"join_id" integer DEFAULT 0 NOT NULL,
	"depend_id" integer DEFAULT 0 NOT NULL,
	"loop_id" integer,
	"locked" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"trash" jsonb
);
--> statement-breakpoint
CREATE TABLE "options" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"node_id" integer NOT NULL,
	"parent_id" integer,
	"type" integer DEFAULT 1 NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"code" text,
	"title" text DEFAULT '' NOT NULL,
	"right_title" text,
	"position" integer NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"locked" boolean DEFAULT false NOT NULL,
	"other" boolean DEFAULT false NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"image" text,
	"setting" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"join_id" integer DEFAULT 0 NOT NULL,
	"root_join_id" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"can_edit" boolean DEFAULT false NOT NULL,
	"can_report" boolean DEFAULT false NOT NULL,
	"can_launch" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_stars" (
	"survey_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_stars_survey_id_user_id_pk" PRIMARY KEY("survey_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"project_type" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"relaunch" boolean DEFAULT false NOT NULL,
	"edit_version" integer DEFAULT 1 NOT NULL,
	"owner_id" integer NOT NULL,
	"organization_id" integer,
	"department_id" integer,
	"folder_id" integer,
	"template_id" text,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"launch_time" timestamp with time zone,
	"save_time" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "nodes" ADD CONSTRAINT "nodes_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "options" ADD CONSTRAINT "options_node_id_nodes_id_fk" FOREIGN KEY ("node_id") REFERENCES "public"."nodes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "folders" ADD CONSTRAINT "folders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_shares" ADD CONSTRAINT "project_shares_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_shares" ADD CONSTRAINT "project_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stars" ADD CONSTRAINT "project_stars_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_stars" ADD CONSTRAINT "project_stars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_folder_id_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nodes_survey_parent_idx" ON "nodes" USING btree ("survey_id","parent_id","position");--> statement-breakpoint
CREATE INDEX "options_node_idx" ON "options" USING btree ("node_id","position");--> statement-breakpoint
CREATE INDEX "options_survey_idx" ON "options" USING btree ("survey_id");--> statement-breakpoint
CREATE UNIQUE INDEX "folders_owner_name_idx" ON "folders" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "project_shares_survey_user_idx" ON "project_shares" USING btree ("survey_id","user_id");--> statement-breakpoint
CREATE INDEX "project_shares_user_idx" ON "project_shares" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_code_idx" ON "surveys" USING btree ("code");--> statement-breakpoint
CREATE INDEX "surveys_owner_idx" ON "surveys" USING btree ("owner_id","deleted_at");--> statement-breakpoint
CREATE INDEX "surveys_org_idx" ON "surveys" USING btree ("organization_id","department_id");