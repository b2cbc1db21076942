CREATE TABLE "working_group_login_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"measurement_id" integer NOT NULL,
	"member_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "working_group_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"measurement_id" integer NOT NULL,
	"member_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "working_group_login_links" ADD CONSTRAINT "working_group_login_links_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "working_group_sessions" ADD CONSTRAINT "working_group_sessions_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "working_group_sessions_member" ON "working_group_sessions" USING btree ("measurement_id","member_hash");