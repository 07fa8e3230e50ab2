CREATE TABLE "library_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"organization_id" integer,
	"data_type" integer DEFAULT 0 NOT NULL,
	"folder_id" integer,
	"type" integer NOT NULL,
	"plain_title" text DEFAULT '' NOT NULL,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_folders" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"organization_id" integer,
	"data_type" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "library_questions" ADD CONSTRAINT "library_questions_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_questions" ADD CONSTRAINT "library_questions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "library_questions" ADD CONSTRAINT "library_questions_folder_id_question_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."question_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_folders" ADD CONSTRAINT "question_folders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_folders" ADD CONSTRAINT "question_folders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "library_questions_owner_idx" ON "library_questions" USING btree ("owner_id","data_type","created_at");--> statement-breakpoint
CREATE INDEX "library_questions_org_idx" ON "library_questions" USING btree ("organization_id","data_type","created_at");--> statement-breakpoint
CREATE INDEX "library_questions_folder_idx" ON "library_questions" USING btree ("folder_id");--> statement-breakpoint
CREATE UNIQUE INDEX "question_folders_my_name_idx" ON "question_folders" USING btree ("owner_id",lower("name")) WHERE "question_folders"."data_type" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "question_folders_company_name_idx" ON "question_folders" USING btree ("organization_id",lower("name")) WHERE "question_folders"."data_type" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "question_folders_default_my_idx" ON "question_folders" USING btree ("owner_id") WHERE "question_folders"."is_default" and "question_folders"."data_type" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "question_folders_default_company_idx" ON "question_folders" USING btree ("organization_id") WHERE "question_folders"."is_default" and "question_folders"."data_type" = 1;