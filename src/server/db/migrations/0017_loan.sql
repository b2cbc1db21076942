CREATE TABLE "loan_income_bands" (
	"participator_id" integer PRIMARY KEY NOT NULL,
	"income_band" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "loan_income_bands" ADD CONSTRAINT "loan_income_bands_participator_id_participators_id_fk" FOREIGN KEY ("participator_id") REFERENCES "public"."participators"("id") ON DELETE cascade ON UPDATE no action;