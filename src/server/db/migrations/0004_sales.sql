CREATE TABLE "currency_rates" (
	"currency" text NOT NULL,
	"date" date NOT NULL,
	"rate" numeric(12, 6) NOT NULL,
	"valid_from_date" date NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_rates_currency_date_pk" PRIMARY KEY("currency","date"),
	CONSTRAINT "currency_rates_rate_check" CHECK ("currency_rates"."rate" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"sale_id" integer NOT NULL,
	"customer_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"details" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_amount_check" CHECK ("invoices"."amount" > 0),
	CONSTRAINT "invoices_currency_check" CHECK ("invoices"."currency" in ('GEL', 'USD', 'EUR'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"mode" text DEFAULT 'sale' NOT NULL,
	"service_container_id" integer,
	"amount" numeric(14, 2) NOT NULL,
	"original_amount" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"payment_rate" numeric(12, 6) DEFAULT '1' NOT NULL,
	"sale_rate" numeric(12, 6) DEFAULT '1' NOT NULL,
	"rate_source" text DEFAULT 'same' NOT NULL,
	"payment_date" date NOT NULL,
	"payment_type" text DEFAULT 'bank_transfer' NOT NULL,
	"bank_account_id" integer,
	"note" text DEFAULT '' NOT NULL,
	"advance_payment_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0 and "payments"."original_amount" > 0),
	CONSTRAINT "payments_currency_check" CHECK ("payments"."currency" in ('GEL', 'USD', 'EUR')),
	CONSTRAINT "payments_mode_check" CHECK ("payments"."mode" in ('sale', 'renovation')),
	CONSTRAINT "payments_rate_check" CHECK ("payments"."payment_rate" > 0 and "payments"."sale_rate" > 0),
	CONSTRAINT "payments_rate_source_check" CHECK ("payments"."rate_source" in ('same', 'nbg', 'manual'))
);
--> statement-breakpoint
CREATE TABLE "sale_customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	"removal_reason" text
);
--> statement-breakpoint
CREATE TABLE "sale_instalments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"number" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"cumulative_amount" numeric(14, 2) NOT NULL,
	"is_first" boolean DEFAULT false NOT NULL,
	"paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "sale_instalments_amount_check" CHECK ("sale_instalments"."amount" >= 0 and "sale_instalments"."paid_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sale_properties" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"property_id" integer NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"contract_no" text NOT NULL,
	"contract_type" text DEFAULT 'contract_main' NOT NULL,
	"contract_lang" text DEFAULT 'ge' NOT NULL,
	"contract_start_date" date NOT NULL,
	"contract_end_date" date,
	"signing_date" date,
	"building_id" integer NOT NULL,
	"payment_ccy" text NOT NULL,
	"price" numeric(14, 2) NOT NULL,
	"discount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"total_price" numeric(14, 2) NOT NULL,
	"first_installment_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"first_installment_date" date,
	"payment_day" integer DEFAULT 1 NOT NULL,
	"mortgage_bank_id" integer,
	"mortgage_amount" numeric(14, 2),
	"agent_id" integer,
	"agent_fee_percent" numeric(5, 2),
	"agent_fee" text DEFAULT 'must_paid' NOT NULL,
	"agent_is_paid" boolean DEFAULT false NOT NULL,
	"agent_fee_paid_amount" numeric(14, 2),
	"agent_fee_paid_date" date,
	"min_income_percent" numeric(5, 2),
	"is_signed" boolean DEFAULT false NOT NULL,
	"is_managable" boolean DEFAULT true NOT NULL,
	"vat_payer" boolean DEFAULT false NOT NULL,
	"automatic_recalculation" boolean DEFAULT false NOT NULL,
	"responsible_user_id" integer,
	"info_source" text DEFAULT '' NOT NULL,
	"renovation_price" numeric(14, 2),
	"booking_id" integer,
	"cancellation_reason" text,
	"canceled_at" timestamp with time zone,
	"customer_change_date" date,
	"customer_change_reason" text,
	"scheduled_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"first_unpaid_date" date,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	"delete_comment" text,
	"deleted_by" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_status_check" CHECK ("sales"."status" in ('active', 'defective', 'overdue', 'cancellation_candidate', 'canceled')),
	CONSTRAINT "sales_type_check" CHECK ("sales"."contract_type" in ('contract_main', 'contract_pre', 'service')),
	CONSTRAINT "sales_lang_check" CHECK ("sales"."contract_lang" in ('ge', 'en', 'ru', 'ge_en', 'ge_ru')),
	CONSTRAINT "sales_ccy_check" CHECK ("sales"."payment_ccy" in ('GEL', 'USD', 'EUR')),
	CONSTRAINT "sales_agent_fee_check" CHECK ("sales"."agent_fee" in ('paid', 'must_paid')),
	CONSTRAINT "sales_payment_day_check" CHECK ("sales"."payment_day" between 1 and 31),
	CONSTRAINT "sales_amounts_check" CHECK ("sales"."price" >= 0 and "sales"."discount" >= 0 and "sales"."total_price" >= 0),
	CONSTRAINT "sales_paid_check" CHECK ("sales"."paid_amount" >= 0 and "sales"."credit_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "schedule_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"sale_id" integer NOT NULL,
	"version" integer NOT NULL,
	"reason" text NOT NULL,
	"rows" jsonb NOT NULL,
	"diff" jsonb NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bank_account_id_bank_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_customers" ADD CONSTRAINT "sale_customers_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_customers" ADD CONSTRAINT "sale_customers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_instalments" ADD CONSTRAINT "sale_instalments_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_properties" ADD CONSTRAINT "sale_properties_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sale_properties" ADD CONSTRAINT "sale_properties_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_mortgage_bank_id_banks_id_fk" FOREIGN KEY ("mortgage_bank_id") REFERENCES "public"."banks"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_responsible_user_id_users_id_fk" FOREIGN KEY ("responsible_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_versions" ADD CONSTRAINT "schedule_versions_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schedule_versions" ADD CONSTRAINT "schedule_versions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_number" ON "invoices" USING btree ("year","number");--> statement-breakpoint
CREATE INDEX "invoices_sale_idx" ON "invoices" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "payments_sale_idx" ON "payments" USING btree ("sale_id","payment_date");--> statement-breakpoint
CREATE INDEX "payments_date_idx" ON "payments" USING btree ("payment_date");--> statement-breakpoint
CREATE INDEX "sale_customers_sale_idx" ON "sale_customers" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "sale_customers_customer_idx" ON "sale_customers" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_instalments_sale_number" ON "sale_instalments" USING btree ("sale_id","number");--> statement-breakpoint
CREATE INDEX "sale_instalments_sale_due_idx" ON "sale_instalments" USING btree ("sale_id","due_date","cumulative_amount");--> statement-breakpoint
CREATE INDEX "sale_properties_sale_idx" ON "sale_properties" USING btree ("sale_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sale_properties_one_live_sale" ON "sale_properties" USING btree ("property_id") WHERE "sale_properties"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "sales_contract_no_unique" ON "sales" USING btree ("contract_no") WHERE "sales"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_live_building_idx" ON "sales" USING btree ("building_id","id") WHERE "sales"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_live_status_idx" ON "sales" USING btree ("status","id") WHERE "sales"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_responsible_idx" ON "sales" USING btree ("responsible_user_id");--> statement-breakpoint
CREATE INDEX "sales_agent_idx" ON "sales" USING btree ("agent_id");--> statement-breakpoint
CREATE INDEX "sales_first_unpaid_idx" ON "sales" USING btree ("first_unpaid_date") WHERE "sales"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "sales_start_date_idx" ON "sales" USING btree ("contract_start_date");--> statement-breakpoint
CREATE INDEX "sales_deleted_idx" ON "sales" USING btree ("deleted_at") WHERE "sales"."deleted_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "schedule_versions_sale_version" ON "schedule_versions" USING btree ("sale_id","version");