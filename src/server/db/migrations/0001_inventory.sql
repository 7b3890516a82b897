CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"bank_id" integer NOT NULL,
	"building_id" integer,
	"building_block" text,
	"iban" text DEFAULT '' NOT NULL,
	"iban_usd" text DEFAULT '' NOT NULL,
	"iban_eur" text DEFAULT '' NOT NULL,
	"mediator_bank_usd" text DEFAULT '' NOT NULL,
	"mediator_bank_eur" text DEFAULT '' NOT NULL,
	"local_currency" text DEFAULT 'GEL' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "buildings" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_ru" text DEFAULT '' NOT NULL,
	"cad_code" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"company_id" text DEFAULT '' NOT NULL,
	"director" text DEFAULT '' NOT NULL,
	"director_pid" text DEFAULT '' NOT NULL,
	"facsimile_file_id" text,
	"manager_name" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"phone" text DEFAULT '' NOT NULL,
	"property_states" text[] DEFAULT '{}'::text[] NOT NULL,
	"blocks" text[] DEFAULT '{}'::text[] NOT NULL,
	"notifiable" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"building_id" integer NOT NULL,
	"block" text,
	"floor" integer NOT NULL,
	"number" text NOT NULL,
	"cad_code" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"status" text DEFAULT 'free' NOT NULL,
	"view" text,
	"rooms" integer,
	"total_area" numeric(10, 2) NOT NULL,
	"living_area" numeric(10, 2),
	"balcony_area" numeric(10, 2),
	"terrace_area" numeric(10, 2),
	"price_per_m2" numeric(14, 2) NOT NULL,
	"total_price" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"plan_file_id" text,
	"parent_id" integer,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "properties_status_check" CHECK ("properties"."status" in ('free', 'booked', 'sold', 'barter', 'not_for_sale', 'retired')),
	CONSTRAINT "properties_currency_check" CHECK ("properties"."currency" in ('GEL', 'USD', 'EUR')),
	CONSTRAINT "properties_area_check" CHECK ("properties"."total_area" > 0)
);
--> statement-breakpoint
CREATE TABLE "property_feature_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_ru" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_feature_links" (
	"property_id" integer NOT NULL,
	"feature_id" integer NOT NULL,
	CONSTRAINT "property_feature_links_property_id_feature_id_pk" PRIMARY KEY("property_id","feature_id")
);
--> statement-breakpoint
CREATE TABLE "property_features" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer,
	"title" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"title_ru" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "property_price_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"price_per_m2" numeric(14, 2) NOT NULL,
	"total_price" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"reason" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "buildings" ADD CONSTRAINT "buildings_facsimile_file_id_files_id_fk" FOREIGN KEY ("facsimile_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "properties" ADD CONSTRAINT "properties_plan_file_id_files_id_fk" FOREIGN KEY ("plan_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_feature_links" ADD CONSTRAINT "property_feature_links_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_feature_links" ADD CONSTRAINT "property_feature_links_feature_id_property_features_id_fk" FOREIGN KEY ("feature_id") REFERENCES "public"."property_features"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_features" ADD CONSTRAINT "property_features_group_id_property_feature_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."property_feature_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_price_history" ADD CONSTRAINT "property_price_history_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "property_price_history" ADD CONSTRAINT "property_price_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_accounts_building_idx" ON "bank_accounts" USING btree ("building_id");--> statement-breakpoint
CREATE INDEX "properties_building_idx" ON "properties" USING btree ("building_id","block","floor");--> statement-breakpoint
CREATE INDEX "properties_status_idx" ON "properties" USING btree ("status");--> statement-breakpoint
CREATE UNIQUE INDEX "properties_number_unique" ON "properties" USING btree ("building_id",coalesce("block", ''),"number") WHERE "properties"."status" <> 'retired';--> statement-breakpoint
CREATE INDEX "property_price_history_property_idx" ON "property_price_history" USING btree ("property_id","created_at");