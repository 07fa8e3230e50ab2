-- Registration never checked the number, so a database may hold one number on several accounts:
-- the oldest account keeps it, the others lose it (they still sign in by name or e-mail).
UPDATE "users" SET "mobile" = NULL WHERE "mobile" IS NOT NULL AND "id" <> (SELECT min(u2."id") FROM "users" u2 WHERE u2."mobile" = "users"."mobile");--> statement-breakpoint
CREATE UNIQUE INDEX "users_mobile_idx" ON "users" USING btree ("mobile") WHERE "users"."mobile" is not null;
