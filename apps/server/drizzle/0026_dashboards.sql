CREATE TABLE "dashboard_charts" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"dashboard_id" integer NOT NULL,
	"spec" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"dashboard_id" integer NOT NULL,
	"title" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"edit" boolean DEFAULT false NOT NULL,
	"period" jsonb,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"dashboard_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"can_edit" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_stars" (
	"dashboard_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dashboard_stars_dashboard_id_user_id_pk" PRIMARY KEY("dashboard_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "dashboards" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title" text NOT NULL,
	"owner_id" integer NOT NULL,
	"organization_id" integer,
	"department_id" integer,
	"folder_id" integer,
	"status" integer DEFAULT 0 NOT NULL,
	"relaunch" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"share_token" text,
	"published" jsonb,
	"launch_time" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "insight_edits" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"paragraph_id" text NOT NULL,
	"lang" text NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"text" text,
	"generated" text,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dashboard_charts" ADD CONSTRAINT "dashboard_charts_page_id_dashboard_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."dashboard_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_charts" ADD CONSTRAINT "dashboard_charts_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_folders" ADD CONSTRAINT "dashboard_folders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_pages" ADD CONSTRAINT "dashboard_pages_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_shares" ADD CONSTRAINT "dashboard_shares_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_shares" ADD CONSTRAINT "dashboard_shares_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_stars" ADD CONSTRAINT "dashboard_stars_dashboard_id_dashboards_id_fk" FOREIGN KEY ("dashboard_id") REFERENCES "public"."dashboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboard_stars" ADD CONSTRAINT "dashboard_stars_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dashboards" ADD CONSTRAINT "dashboards_folder_id_dashboard_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."dashboard_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_edits" ADD CONSTRAINT "insight_edits_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "insight_edits" ADD CONSTRAINT "insight_edits_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_charts_page_idx" ON "dashboard_charts" USING btree ("page_id","id");--> statement-breakpoint
CREATE INDEX "dashboard_charts_dashboard_idx" ON "dashboard_charts" USING btree ("dashboard_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_folders_owner_name_idx" ON "dashboard_folders" USING btree ("owner_id",lower("name"));--> statement-breakpoint
CREATE INDEX "dashboard_pages_dashboard_idx" ON "dashboard_pages" USING btree ("dashboard_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboard_shares_dashboard_user_idx" ON "dashboard_shares" USING btree ("dashboard_id","user_id");--> statement-breakpoint
CREATE INDEX "dashboard_shares_user_idx" ON "dashboard_shares" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboards_code_idx" ON "dashboards" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "dashboards_share_token_idx" ON "dashboards" USING btree ("share_token");--> statement-breakpoint
CREATE INDEX "dashboards_owner_idx" ON "dashboards" USING btree ("owner_id","deleted_at");--> statement-breakpoint
CREATE INDEX "dashboards_org_idx" ON "dashboards" USING btree ("organization_id","department_id");--> statement-breakpoint
CREATE UNIQUE INDEX "insight_edits_paragraph_idx" ON "insight_edits" USING btree ("survey_id","paragraph_id","lang");