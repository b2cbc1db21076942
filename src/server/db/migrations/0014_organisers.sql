CREATE TABLE "organiser_audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"organiser_id" integer,
	"measurement_id" integer,
	"action" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organiser_campaigns" (
	"organiser_id" integer NOT NULL,
	"measurement_id" integer NOT NULL,
	CONSTRAINT "organiser_campaigns_organiser_id_measurement_id_pk" PRIMARY KEY("organiser_id","measurement_id")
);
--> statement-breakpoint
CREATE TABLE "organiser_login_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"organiser_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organiser_sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"organiser_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "organisers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "organisers_email_unique" UNIQUE("email")
);
--> statement-breakpoint
ALTER TABLE "organiser_audit_events" ADD CONSTRAINT "organiser_audit_events_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_audit_events" ADD CONSTRAINT "organiser_audit_events_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_campaigns" ADD CONSTRAINT "organiser_campaigns_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_campaigns" ADD CONSTRAINT "organiser_campaigns_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_login_links" ADD CONSTRAINT "organiser_login_links_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organiser_sessions" ADD CONSTRAINT "organiser_sessions_organiser_id_organisers_id_fk" FOREIGN KEY ("organiser_id") REFERENCES "public"."organisers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "organiser_audit_events_campaign" ON "organiser_audit_events" USING btree ("measurement_id","created_at");