CREATE TABLE "survey_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"uploader_id" integer,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_images" ADD CONSTRAINT "survey_images_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_images" ADD CONSTRAINT "survey_images_uploader_id_users_id_fk" FOREIGN KEY ("uploader_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_images_survey_key_idx" ON "survey_images" USING btree ("survey_id","storage_key");--> statement-breakpoint
CREATE INDEX "survey_images_survey_idx" ON "survey_images" USING btree ("survey_id","created_at");--> statement-breakpoint
CREATE INDEX "survey_images_key_idx" ON "survey_images" USING btree ("storage_key");