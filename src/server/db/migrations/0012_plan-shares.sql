CREATE TABLE "plan_share_openings" (
	"id" serial PRIMARY KEY NOT NULL,
	"share_id" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_shares" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"participator_id" integer NOT NULL,
	"real_estate_id" integer NOT NULL,
	"measurement_id" integer NOT NULL,
	"recipient_email" text NOT NULL,
	"include_answers" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plan_shares_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "plan_share_openings" ADD CONSTRAINT "plan_share_openings_share_id_plan_shares_id_fk" FOREIGN KEY ("share_id") REFERENCES "public"."plan_shares"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_shares" ADD CONSTRAINT "plan_shares_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_shares" ADD CONSTRAINT "plan_shares_real_estate_id_real_estate_objects_id_fk" FOREIGN KEY ("real_estate_id") REFERENCES "public"."real_estate_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_shares" ADD CONSTRAINT "plan_shares_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "plan_share_openings_share_idx" ON "plan_share_openings" USING btree ("share_id");--> statement-breakpoint
CREATE INDEX "plan_shares_participator_idx" ON "plan_shares" USING btree ("participator_id");