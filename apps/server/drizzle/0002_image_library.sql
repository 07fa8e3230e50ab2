CREATE TABLE "image_folders" (
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
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_id" integer NOT NULL,
	"organization_id" integer,
	"data_type" integer DEFAULT 0 NOT NULL,
	"folder_id" integer,
	"original_name" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "image_folders" ADD CONSTRAINT "image_folders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "image_folders" ADD CONSTRAINT "image_folders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_folder_id_image_folders_id_fk" FOREIGN KEY ("folder_id") REFERENCES "public"."image_folders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "image_folders_owner_idx" ON "image_folders" USING btree ("owner_id","data_type");--> statement-breakpoint
CREATE INDEX "image_folders_org_idx" ON "image_folders" USING btree ("organization_id","data_type");--> statement-breakpoint
CREATE UNIQUE INDEX "image_folders_default_my_idx" ON "image_folders" USING btree ("owner_id") WHERE "image_folders"."is_default" and "image_folders"."data_type" = 0;--> statement-breakpoint
CREATE UNIQUE INDEX "image_folders_default_company_idx" ON "image_folders" USING btree ("organization_id") WHERE "image_folders"."is_default" and "image_folders"."data_type" = 1;--> statement-breakpoint
CREATE UNIQUE INDEX "images_storage_key_idx" ON "images" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "images_owner_idx" ON "images" USING btree ("owner_id","data_type","created_at");--> statement-breakpoint
CREATE INDEX "images_org_idx" ON "images" USING btree ("organization_id","data_type","created_at");--> statement-breakpoint
CREATE INDEX "images_folder_idx" ON "images" USING btree ("folder_id");