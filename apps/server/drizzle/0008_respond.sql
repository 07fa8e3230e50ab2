ALTER TABLE "responses" ADD COLUMN "device_id" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "device" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "answers_digest" text;--> statement-breakpoint
ALTER TABLE "responses" ADD COLUMN "invite_code_id" integer;--> statement-breakpoint
CREATE INDEX "responses_survey_device_idx" ON "responses" USING btree ("survey_id","device_id","submitted_at");--> statement-breakpoint
CREATE INDEX "responses_survey_ip_idx" ON "responses" USING btree ("survey_id","ip","submitted_at");