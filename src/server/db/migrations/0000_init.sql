CREATE TABLE "activation_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"measurement_id" integer NOT NULL,
	"postal_code" text NOT NULL,
	"house_number" integer NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advice_results" (
	"real_estate_id" integer PRIMARY KEY NOT NULL,
	"input_hash" text NOT NULL,
	"result" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"participator_id" integer NOT NULL,
	"real_estate_id" integer NOT NULL,
	"flow_id" text NOT NULL,
	"question_code" text NOT NULL,
	"value" text NOT NULL,
	"printable_key" text,
	"printable_value" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"measurement_id" integer,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "flow_progress" (
	"participator_id" integer NOT NULL,
	"real_estate_id" integer NOT NULL,
	"flow_id" text NOT NULL,
	"percentage" double precision DEFAULT 0 NOT NULL,
	"history" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "flow_progress_participator_id_real_estate_id_flow_id_pk" PRIMARY KEY("participator_id","real_estate_id","flow_id")
);
--> statement-breakpoint
CREATE TABLE "help_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"measurement_id" integer NOT NULL,
	"participator_id" integer NOT NULL,
	"message" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"flow_id" text,
	"flow_history" text,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_profiles" (
	"real_estate_id" integer PRIMARY KEY NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"answered_codes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "incorrect_data_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"measurement_id" integer NOT NULL,
	"participator_id" integer NOT NULL,
	"message" text NOT NULL,
	"mailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"participator_id" integer NOT NULL,
	"measurement_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "measurements" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"mode" text DEFAULT 'DataGathering' NOT NULL,
	"hosts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"ambassador_name" text DEFAULT '' NOT NULL,
	"ambassador_introduction" text DEFAULT '' NOT NULL,
	"ambassador_path_to_image" text DEFAULT '' NOT NULL,
	"show_help" boolean DEFAULT true NOT NULL,
	"show_website" boolean DEFAULT false NOT NULL,
	"website_url" text DEFAULT '' NOT NULL,
	"working_group_name" text DEFAULT '' NOT NULL,
	"working_group_email" text DEFAULT '' NOT NULL,
	"sign_up_window_days" integer DEFAULT 90 NOT NULL,
	"advice_settings" jsonb,
	"timeline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "participator_real_estates" (
	"participator_id" integer NOT NULL,
	"real_estate_id" integer NOT NULL,
	CONSTRAINT "participator_real_estates_participator_id_real_estate_id_pk" PRIMARY KEY("participator_id","real_estate_id")
);
--> statement-breakpoint
CREATE TABLE "participators" (
	"id" serial PRIMARY KEY NOT NULL,
	"measurement_id" integer NOT NULL,
	"nickname" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "preferences" (
	"participator_id" integer NOT NULL,
	"real_estate_id" integer NOT NULL,
	"route" text NOT NULL,
	"advice_id" integer,
	"sentiment" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "preferences_participator_id_real_estate_id_route_pk" PRIMARY KEY("participator_id","real_estate_id","route")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "real_estate_objects" (
	"id" serial PRIMARY KEY NOT NULL,
	"measurement_id" integer NOT NULL,
	"bag_code" text NOT NULL,
	"street" text NOT NULL,
	"house_number" integer NOT NULL,
	"house_letter" text,
	"house_number_addition" text,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"is_monument" boolean DEFAULT false NOT NULL,
	"build_year" integer NOT NULL,
	"total_surface" double precision NOT NULL,
	"estimated_total_energy_usage" double precision,
	"estimated_total_gas_usage" double precision,
	"number_of_usages" integer DEFAULT 1 NOT NULL,
	"purposes" jsonb DEFAULT '["woonfunctie"]'::jsonb NOT NULL,
	"current_energy_label" text,
	"dwelling_type" text NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"participator_id" integer NOT NULL,
	"measurement_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "activation_codes" ADD CONSTRAINT "activation_codes_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advice_results" ADD CONSTRAINT "advice_results_real_estate_id_real_estate_objects_id_fk" FOREIGN KEY ("real_estate_id") REFERENCES "public"."real_estate_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_real_estate_id_real_estate_objects_id_fk" FOREIGN KEY ("real_estate_id") REFERENCES "public"."real_estate_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_progress" ADD CONSTRAINT "flow_progress_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "flow_progress" ADD CONSTRAINT "flow_progress_real_estate_id_real_estate_objects_id_fk" FOREIGN KEY ("real_estate_id") REFERENCES "public"."real_estate_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "help_requests" ADD CONSTRAINT "help_requests_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_profiles" ADD CONSTRAINT "house_profiles_real_estate_id_real_estate_objects_id_fk" FOREIGN KEY ("real_estate_id") REFERENCES "public"."real_estate_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incorrect_data_reports" ADD CONSTRAINT "incorrect_data_reports_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incorrect_data_reports" ADD CONSTRAINT "incorrect_data_reports_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_links" ADD CONSTRAINT "login_links_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "login_links" ADD CONSTRAINT "login_links_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participator_real_estates" ADD CONSTRAINT "participator_real_estates_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participator_real_estates" ADD CONSTRAINT "participator_real_estates_real_estate_id_real_estate_objects_id_fk" FOREIGN KEY ("real_estate_id") REFERENCES "public"."real_estate_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "participators" ADD CONSTRAINT "participators_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferences" ADD CONSTRAINT "preferences_real_estate_id_real_estate_objects_id_fk" FOREIGN KEY ("real_estate_id") REFERENCES "public"."real_estate_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "real_estate_objects" ADD CONSTRAINT "real_estate_objects_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activation_codes_address" ON "activation_codes" USING btree ("measurement_id","postal_code","house_number");--> statement-breakpoint
CREATE UNIQUE INDEX "answers_unique" ON "answers" USING btree ("participator_id","real_estate_id","flow_id","question_code");--> statement-breakpoint
CREATE INDEX "participator_real_estates_real_estate" ON "participator_real_estates" USING btree ("real_estate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "participators_measurement_email" ON "participators" USING btree ("measurement_id",lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "real_estate_objects_measurement_bag" ON "real_estate_objects" USING btree ("measurement_id","bag_code");--> statement-breakpoint
CREATE INDEX "real_estate_objects_address" ON "real_estate_objects" USING btree ("measurement_id","postal_code","house_number");--> statement-breakpoint
CREATE INDEX "sessions_participator" ON "sessions" USING btree ("participator_id");