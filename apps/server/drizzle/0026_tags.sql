CREATE TABLE "open_tag_answers" (
	"tag_id" integer NOT NULL,
	"response_id" uuid NOT NULL,
	"answer_key" text NOT NULL,
	"tagged" boolean NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "open_tag_answers_tag_id_response_id_pk" PRIMARY KEY("tag_id","response_id")
);
--> statement-breakpoint
CREATE TABLE "open_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"column_key" text NOT NULL,
	"name" text NOT NULL,
	"color" text,
	"rule" jsonb,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "open_tag_answers" ADD CONSTRAINT "open_tag_answers_tag_id_open_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."open_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_tag_answers" ADD CONSTRAINT "open_tag_answers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_tags" ADD CONSTRAINT "open_tags_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "open_tags" ADD CONSTRAINT "open_tags_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "open_tags_column_idx" ON "open_tags" USING btree ("survey_id","column_key","id");--> statement-breakpoint
CREATE UNIQUE INDEX "open_tags_live_name" ON "open_tags" USING btree ("survey_id","column_key",lower("name")) WHERE "open_tags"."deleted_at" is null;