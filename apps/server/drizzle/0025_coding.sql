CREATE TABLE "coding_audit" (
	"id" serial PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"kind" text NOT NULL,
	"prompt" text NOT NULL,
	"output" text NOT NULL,
	"model" text,
	"input_tokens" integer,
	"output_tokens" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coding_hits" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"net_id" integer NOT NULL,
	"response_id" uuid NOT NULL,
	"answer_key" text NOT NULL,
	"source" text NOT NULL,
	"confidence" double precision,
	"checked" boolean DEFAULT false NOT NULL,
	"task_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coding_nets" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"code_id" integer NOT NULL,
	"label" text NOT NULL,
	"level" smallint NOT NULL,
	"parent_id" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"code_status" smallint DEFAULT 0 NOT NULL,
	"merged_into" integer,
	"removed_with" integer,
	"keywords" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coding_recommendations" (
	"report_id" integer PRIMARY KEY NOT NULL,
	"task_id" integer NOT NULL,
	"codes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coding_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"name" text NOT NULL,
	"column_key" text NOT NULL,
	"node_id" integer NOT NULL,
	"type" smallint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"ref_report_id" integer,
	"next_code_id" integer DEFAULT 1 NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coding_tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"progress" double precision DEFAULT 0 NOT NULL,
	"error" text,
	"engine" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "coding_audit" ADD CONSTRAINT "coding_audit_task_id_coding_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."coding_tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_hits" ADD CONSTRAINT "coding_hits_report_id_coding_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."coding_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_hits" ADD CONSTRAINT "coding_hits_net_id_coding_nets_id_fk" FOREIGN KEY ("net_id") REFERENCES "public"."coding_nets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_nets" ADD CONSTRAINT "coding_nets_report_id_coding_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."coding_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_recommendations" ADD CONSTRAINT "coding_recommendations_report_id_coding_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."coding_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_reports" ADD CONSTRAINT "coding_reports_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_reports" ADD CONSTRAINT "coding_reports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_tasks" ADD CONSTRAINT "coding_tasks_report_id_coding_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."coding_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coding_tasks" ADD CONSTRAINT "coding_tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coding_audit_task_idx" ON "coding_audit" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "coding_hits_report_idx" ON "coding_hits" USING btree ("report_id","net_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coding_hits_answer_net" ON "coding_hits" USING btree ("report_id","response_id","answer_key","net_id");--> statement-breakpoint
CREATE INDEX "coding_nets_report_idx" ON "coding_nets" USING btree ("report_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "coding_nets_code_id" ON "coding_nets" USING btree ("report_id","code_id");--> statement-breakpoint
CREATE INDEX "coding_reports_survey_idx" ON "coding_reports" USING btree ("survey_id","id");--> statement-breakpoint
CREATE INDEX "coding_tasks_status_idx" ON "coding_tasks" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "coding_tasks_report_idx" ON "coding_tasks" USING btree ("report_id");