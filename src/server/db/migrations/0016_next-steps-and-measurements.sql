CREATE TABLE "installer_quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"participator_id" integer NOT NULL,
	"real_estate_id" integer NOT NULL,
	"measurement_id" integer NOT NULL,
	"label" text NOT NULL,
	"solution_code" text NOT NULL,
	"output_kw" double precision,
	"output_rated_at" text,
	"max_flow_c" integer,
	"price_eur" double precision NOT NULL,
	"includes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "loan_income_bands" (
	"participator_id" integer PRIMARY KEY NOT NULL,
	"income_band" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "low_temperature_overviews" (
	"measurement_id" integer PRIMARY KEY NOT NULL,
	"overview" jsonb NOT NULL,
	"household_states" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "low_temperature_test_days" (
	"test_id" integer NOT NULL,
	"participator_id" integer NOT NULL,
	"date" text NOT NULL,
	"all_warm" boolean NOT NULL,
	"cold_rooms" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "low_temperature_test_days_test_id_date_pk" PRIMARY KEY("test_id","date")
);
--> statement-breakpoint
CREATE TABLE "low_temperature_tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"participator_id" integer NOT NULL,
	"real_estate_id" integer NOT NULL,
	"set_point_c" integer NOT NULL,
	"start_date" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meter_readings" (
	"id" serial PRIMARY KEY NOT NULL,
	"real_estate_id" integer NOT NULL,
	"participator_id" integer NOT NULL,
	"kind" text NOT NULL,
	"date" text NOT NULL,
	"gas_m3" double precision,
	"electricity_kwh" double precision,
	"source" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_progress_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"measurement_id" integer NOT NULL,
	"progress" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_progress_publications" (
	"measurement_id" integer PRIMARY KEY NOT NULL,
	"progress" jsonb NOT NULL,
	"household_states" jsonb NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "route_steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"participator_id" integer NOT NULL,
	"measurement_id" integer NOT NULL,
	"real_estate_id" integer NOT NULL,
	"route" text NOT NULL,
	"step_code" text NOT NULL,
	"status" text DEFAULT 'not_started' NOT NULL,
	"done_on" date,
	"note" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_reminders" (
	"id" serial PRIMARY KEY NOT NULL,
	"participator_id" integer NOT NULL,
	"measurement_id" integer NOT NULL,
	"real_estate_id" integer NOT NULL,
	"route" text NOT NULL,
	"step_code" text NOT NULL,
	"remind_on" date NOT NULL,
	"mails_sent" integer DEFAULT 0 NOT NULL,
	"last_sent_at" timestamp with time zone,
	"stop_token_hashes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"stopped_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "weather_days" (
	"station" integer NOT NULL,
	"date" text NOT NULL,
	"mean_c" double precision NOT NULL,
	CONSTRAINT "weather_days_station_date_pk" PRIMARY KEY("station","date")
);
--> statement-breakpoint
CREATE TABLE "weather_stations" (
	"code" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"imported_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "installer_quotes" ADD CONSTRAINT "installer_quotes_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installer_quotes" ADD CONSTRAINT "installer_quotes_real_estate_id_real_estate_objects_id_fk" FOREIGN KEY ("real_estate_id") REFERENCES "public"."real_estate_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installer_quotes" ADD CONSTRAINT "installer_quotes_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "loan_income_bands" ADD CONSTRAINT "loan_income_bands_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_temperature_overviews" ADD CONSTRAINT "low_temperature_overviews_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_temperature_test_days" ADD CONSTRAINT "low_temperature_test_days_test_id_low_temperature_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."low_temperature_tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_temperature_test_days" ADD CONSTRAINT "low_temperature_test_days_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_temperature_tests" ADD CONSTRAINT "low_temperature_tests_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "low_temperature_tests" ADD CONSTRAINT "low_temperature_tests_real_estate_id_real_estate_objects_id_fk" FOREIGN KEY ("real_estate_id") REFERENCES "public"."real_estate_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_real_estate_id_real_estate_objects_id_fk" FOREIGN KEY ("real_estate_id") REFERENCES "public"."real_estate_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "meter_readings" ADD CONSTRAINT "meter_readings_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_progress_history" ADD CONSTRAINT "route_progress_history_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_progress_publications" ADD CONSTRAINT "route_progress_publications_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_steps" ADD CONSTRAINT "route_steps_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_steps" ADD CONSTRAINT "route_steps_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "route_steps" ADD CONSTRAINT "route_steps_real_estate_id_real_estate_objects_id_fk" FOREIGN KEY ("real_estate_id") REFERENCES "public"."real_estate_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_reminders" ADD CONSTRAINT "step_reminders_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_reminders" ADD CONSTRAINT "step_reminders_measurement_id_measurements_id_fk" FOREIGN KEY ("measurement_id") REFERENCES "public"."measurements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_reminders" ADD CONSTRAINT "step_reminders_real_estate_id_real_estate_objects_id_fk" FOREIGN KEY ("real_estate_id") REFERENCES "public"."real_estate_objects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "weather_days" ADD CONSTRAINT "weather_days_station_weather_stations_code_fk" FOREIGN KEY ("station") REFERENCES "public"."weather_stations"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installer_quotes_participator_home_idx" ON "installer_quotes" USING btree ("participator_id","real_estate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "low_temperature_tests_household_home" ON "low_temperature_tests" USING btree ("participator_id","real_estate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "meter_readings_home_kind_date" ON "meter_readings" USING btree ("real_estate_id","kind","date");--> statement-breakpoint
CREATE INDEX "meter_readings_participator_idx" ON "meter_readings" USING btree ("participator_id");--> statement-breakpoint
CREATE INDEX "route_progress_history_campaign" ON "route_progress_history" USING btree ("measurement_id","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "route_steps_household_step" ON "route_steps" USING btree ("participator_id","real_estate_id","route","step_code");--> statement-breakpoint
CREATE INDEX "route_steps_campaign_step" ON "route_steps" USING btree ("measurement_id","route","step_code");--> statement-breakpoint
CREATE UNIQUE INDEX "step_reminders_household_step" ON "step_reminders" USING btree ("participator_id","real_estate_id","route","step_code");--> statement-breakpoint
CREATE INDEX "step_reminders_due" ON "step_reminders" USING btree ("remind_on");--> statement-breakpoint
CREATE INDEX "step_reminders_stop_tokens" ON "step_reminders" USING gin ("stop_token_hashes");