CREATE TABLE "account_restrictions" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"restricted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recognitions" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"organization" text NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"domain" text NOT NULL,
	"status" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "verification_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"target" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"tries" integer DEFAULT 0 NOT NULL,
	"client_ip" text,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "org_upgrades" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer,
	"organization_id" integer,
	"enterprise_name" text NOT NULL,
	"from_level" integer NOT NULL,
	"to_level" integer NOT NULL,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "known_devices" (
	"user_id" integer NOT NULL,
	"device_hash" text NOT NULL,
	"user_agent" text NOT NULL,
	"first_seen" timestamp with time zone NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "known_devices_user_id_device_hash_pk" PRIMARY KEY("user_id","device_hash")
);
--> statement-breakpoint
CREATE TABLE "messaging_bindings" (
	"provider" text NOT NULL,
	"open_id" text NOT NULL,
	"user_id" integer NOT NULL,
	"nickname" text,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "messaging_bindings_provider_open_id_pk" PRIMARY KEY("provider","open_id")
);
--> statement-breakpoint
CREATE TABLE "qr_tickets" (
	"ticket" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"expires_at" timestamp with time zone NOT NULL,
	"open_id" text,
	"nickname" text,
	"scanned_at" timestamp with time zone,
	"outcome" integer,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sso_identities" (
	"issuer" text NOT NULL,
	"subject" text NOT NULL,
	"user_id" integer NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sso_identities_issuer_subject_pk" PRIMARY KEY("issuer","subject")
);
--> statement-breakpoint
CREATE TABLE "sso_states" (
	"state" text PRIMARY KEY NOT NULL,
	"code_verifier" text NOT NULL,
	"nonce" text NOT NULL,
	"redirect_uri" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "org_invite_joins" (
	"id" serial PRIMARY KEY NOT NULL,
	"invite_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "org_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"organization_id" integer NOT NULL,
	"department_id" integer,
	"created_by" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "email_codes" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP TABLE "email_codes" CASCADE;--> statement-breakpoint
ALTER TABLE "account_restrictions" ADD CONSTRAINT "account_restrictions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recognitions" ADD CONSTRAINT "recognitions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_domains" ADD CONSTRAINT "user_domains_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_upgrades" ADD CONSTRAINT "org_upgrades_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_upgrades" ADD CONSTRAINT "org_upgrades_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "known_devices" ADD CONSTRAINT "known_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messaging_bindings" ADD CONSTRAINT "messaging_bindings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "qr_tickets" ADD CONSTRAINT "qr_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invite_joins" ADD CONSTRAINT "org_invite_joins_invite_id_org_invites_id_fk" FOREIGN KEY ("invite_id") REFERENCES "public"."org_invites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invite_joins" ADD CONSTRAINT "org_invite_joins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invites" ADD CONSTRAINT "org_invites_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invites" ADD CONSTRAINT "org_invites_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "org_invites" ADD CONSTRAINT "org_invites_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_domains_domain_idx" ON "user_domains" USING btree ("domain");--> statement-breakpoint
CREATE INDEX "user_domains_user_idx" ON "user_domains" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "verification_codes_target_idx" ON "verification_codes" USING btree ("channel","target","created_at");--> statement-breakpoint
CREATE INDEX "verification_codes_client_idx" ON "verification_codes" USING btree ("client_ip","created_at");--> statement-breakpoint
CREATE INDEX "org_upgrades_org_idx" ON "org_upgrades" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "org_upgrades_user_idx" ON "org_upgrades" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "messaging_bindings_user_idx" ON "messaging_bindings" USING btree ("provider","user_id");--> statement-breakpoint
CREATE INDEX "sso_identities_user_idx" ON "sso_identities" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "org_invite_joins_invite_idx" ON "org_invite_joins" USING btree ("invite_id");--> statement-breakpoint
CREATE UNIQUE INDEX "org_invites_code_idx" ON "org_invites" USING btree ("code");--> statement-breakpoint
CREATE INDEX "org_invites_creator_idx" ON "org_invites" USING btree ("created_by","revoked_at");--> statement-breakpoint
CREATE UNIQUE INDEX "organizations_name_key_idx" ON "organizations" USING btree (lower(regexp_replace("name", '\s', '', 'g')));