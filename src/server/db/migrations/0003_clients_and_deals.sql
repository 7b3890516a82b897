CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "agents" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_ru" text DEFAULT '' NOT NULL,
	"personal_id" text,
	"company_id" text,
	"phone" text,
	"email" text,
	"address" text DEFAULT '' NOT NULL,
	"fee_percent" numeric(5, 2),
	"bank_id" integer,
	"iban" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "agents_type_check" CHECK ("agents"."type" in ('individual', 'company'))
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"first_name_en" text DEFAULT '' NOT NULL,
	"last_name_en" text DEFAULT '' NOT NULL,
	"first_name_ru" text DEFAULT '' NOT NULL,
	"last_name_ru" text DEFAULT '' NOT NULL,
	"company_name" text DEFAULT '' NOT NULL,
	"company_name_en" text DEFAULT '' NOT NULL,
	"company_name_ru" text DEFAULT '' NOT NULL,
	"personal_id" text,
	"company_id" text,
	"gender" text,
	"birth_date" date,
	"citizenship" text,
	"country" text,
	"address" text DEFAULT '' NOT NULL,
	"email" text,
	"phone" text,
	"delegate_name" text DEFAULT '' NOT NULL,
	"delegate_personal_id" text DEFAULT '' NOT NULL,
	"delegate_position" text DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(first_name || ' ' || last_name || ' ' || first_name_en || ' ' || last_name_en || ' ' || first_name_ru || ' ' || last_name_ru || ' ' || company_name || ' ' || company_name_en || ' ' || company_name_ru || ' ' || coalesce(personal_id, '') || ' ' || coalesce(company_id, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(email, ''))) STORED NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_type_check" CHECK ("customers"."type" in ('individual', 'company')),
	CONSTRAINT "customers_gender_check" CHECK ("customers"."gender" is null or "customers"."gender" in ('male', 'female'))
);
--> statement-breakpoint
CREATE TABLE "advance_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"property_id" integer,
	"bank_account_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"paid_at" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"sale_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "advance_payments_amount_check" CHECK ("advance_payments"."amount" > 0),
	CONSTRAINT "advance_payments_currency_check" CHECK ("advance_payments"."currency" in ('GEL', 'USD', 'EUR'))
);
--> statement-breakpoint
CREATE TABLE "barter_deals" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"vehicle_brand" text,
	"vehicle_model" text,
	"vehicle_year" integer,
	"valuation" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"deal_date" date NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "barter_deals_valuation_check" CHECK ("barter_deals"."valuation" > 0),
	CONSTRAINT "barter_deals_currency_check" CHECK ("barter_deals"."currency" in ('GEL', 'USD', 'EUR'))
);
--> statement-breakpoint
CREATE TABLE "barter_properties" (
	"barter_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "barter_properties_barter_id_property_id_pk" PRIMARY KEY("barter_id","property_id")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" serial PRIMARY KEY NOT NULL,
	"property_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"is_paid" boolean DEFAULT false NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"closed_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_status_check" CHECK ("bookings"."status" in ('active', 'expired', 'canceled', 'converted')),
	CONSTRAINT "bookings_period_check" CHECK ("bookings"."date_to" >= "bookings"."date_from"),
	CONSTRAINT "bookings_price_check" CHECK ("bookings"."price" >= 0),
	CONSTRAINT "bookings_currency_check" CHECK ("bookings"."currency" in ('GEL', 'USD', 'EUR'))
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"model" text NOT NULL,
	"model_id" integer NOT NULL,
	"body" text NOT NULL,
	"user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" integer NOT NULL,
	"file_id" text NOT NULL,
	"document_type" text DEFAULT 'other' NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"uploaded_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agents" ADD CONSTRAINT "agents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_payments" ADD CONSTRAINT "advance_payments_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_payments" ADD CONSTRAINT "advance_payments_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_payments" ADD CONSTRAINT "advance_payments_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advance_payments" ADD CONSTRAINT "advance_payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barter_deals" ADD CONSTRAINT "barter_deals_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barter_deals" ADD CONSTRAINT "barter_deals_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barter_properties" ADD CONSTRAINT "barter_properties_barter_id_barter_deals_id_fk" FOREIGN KEY ("barter_id") REFERENCES "public"."barter_deals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "barter_properties" ADD CONSTRAINT "barter_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_operator_id_users_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documents" ADD CONSTRAINT "documents_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_personal_id_unique" ON "agents" USING btree ("personal_id") WHERE "agents"."personal_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "agents_company_id_unique" ON "agents" USING btree ("company_id") WHERE "agents"."company_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_personal_id_unique" ON "customers" USING btree ("personal_id") WHERE "customers"."personal_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "customers_company_id_unique" ON "customers" USING btree ("company_id") WHERE "customers"."company_id" is not null;--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customers_created_by_idx" ON "customers" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "customers_country_idx" ON "customers" USING btree ("country");--> statement-breakpoint
CREATE INDEX "advance_payments_customer_idx" ON "advance_payments" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "barter_deals_customer_idx" ON "barter_deals" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "barter_properties_one_live_deal" ON "barter_properties" USING btree ("property_id") WHERE "barter_properties"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_one_active_per_property" ON "bookings" USING btree ("property_id") WHERE "bookings"."status" = 'active';--> statement-breakpoint
CREATE INDEX "bookings_status_to_idx" ON "bookings" USING btree ("status","date_to");--> statement-breakpoint
CREATE INDEX "bookings_customer_idx" ON "bookings" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "comments_model_idx" ON "comments" USING btree ("model","model_id","created_at");--> statement-breakpoint
CREATE INDEX "documents_owner_idx" ON "documents" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "documents_created_idx" ON "documents" USING btree ("created_at");