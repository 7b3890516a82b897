CREATE TABLE "service_containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"sale_id" integer NOT NULL,
	"title" text NOT NULL,
	"currency" text NOT NULL,
	"total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"status" text NOT NULL,
	"schedule" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"scheduled_total" numeric(14, 2) DEFAULT '0' NOT NULL,
	"paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"credit_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	"first_unpaid_date" date,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_containers_kind_check" CHECK ("service_containers"."kind" in ('renovation', 'container')),
	CONSTRAINT "service_containers_status_check" CHECK (("service_containers"."kind" = 'renovation' and "service_containers"."status" in ('not_started', 'in_progress', 'done')) or ("service_containers"."kind" = 'container' and "service_containers"."status" in ('draft', 'active', 'completed', 'canceled'))),
	CONSTRAINT "service_containers_ccy_check" CHECK ("service_containers"."currency" in ('GEL', 'USD', 'EUR')),
	CONSTRAINT "service_containers_amounts_check" CHECK ("service_containers"."total" >= 0 and "service_containers"."paid_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_instalments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"service_container_id" integer NOT NULL,
	"number" integer NOT NULL,
	"due_date" date NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	"cumulative_amount" numeric(14, 2) NOT NULL,
	"is_first" boolean DEFAULT false NOT NULL,
	"paid_amount" numeric(14, 2) DEFAULT '0' NOT NULL,
	CONSTRAINT "service_instalments_amount_check" CHECK ("service_instalments"."amount" >= 0 and "service_instalments"."paid_amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"service_container_id" integer NOT NULL,
	"position" integer NOT NULL,
	"service_type_id" integer NOT NULL,
	"quantity" numeric(14, 2) NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"amount" numeric(14, 2) NOT NULL,
	CONSTRAINT "service_lines_amount_check" CHECK ("service_lines"."quantity" >= 0 and "service_lines"."unit_price" >= 0 and "service_lines"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "service_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_ru" text DEFAULT '' NOT NULL,
	"kind" text NOT NULL,
	"unit" text NOT NULL,
	"unit_price" numeric(14, 2) NOT NULL,
	"currency" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "service_types_kind_check" CHECK ("service_types"."kind" in ('renovation', 'parking', 'storage', 'utility', 'other')),
	CONSTRAINT "service_types_unit_check" CHECK ("service_types"."unit" in ('m2', 'piece', 'month', 'lump')),
	CONSTRAINT "service_types_ccy_check" CHECK ("service_types"."currency" in ('GEL', 'USD', 'EUR')),
	CONSTRAINT "service_types_price_check" CHECK ("service_types"."unit_price" >= 0)
);
--> statement-breakpoint
ALTER TABLE "payments" DROP CONSTRAINT "payments_mode_check";--> statement-breakpoint
ALTER TABLE "service_containers" ADD CONSTRAINT "service_containers_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_containers" ADD CONSTRAINT "service_containers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_instalments" ADD CONSTRAINT "service_instalments_service_container_id_service_containers_id_fk" FOREIGN KEY ("service_container_id") REFERENCES "public"."service_containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_lines" ADD CONSTRAINT "service_lines_service_container_id_service_containers_id_fk" FOREIGN KEY ("service_container_id") REFERENCES "public"."service_containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_lines" ADD CONSTRAINT "service_lines_service_type_id_service_types_id_fk" FOREIGN KEY ("service_type_id") REFERENCES "public"."service_types"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "service_containers_sale_idx" ON "service_containers" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "service_containers_kind_idx" ON "service_containers" USING btree ("kind","id");--> statement-breakpoint
CREATE UNIQUE INDEX "service_containers_one_renovation" ON "service_containers" USING btree ("sale_id") WHERE "service_containers"."kind" = 'renovation';--> statement-breakpoint
CREATE UNIQUE INDEX "service_instalments_owner_number" ON "service_instalments" USING btree ("service_container_id","number");--> statement-breakpoint
CREATE INDEX "service_instalments_due_idx" ON "service_instalments" USING btree ("service_container_id","due_date","cumulative_amount");--> statement-breakpoint
CREATE INDEX "service_lines_owner_idx" ON "service_lines" USING btree ("service_container_id");--> statement-breakpoint
CREATE INDEX "service_lines_type_idx" ON "service_lines" USING btree ("service_type_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_service_container_id_service_containers_id_fk" FOREIGN KEY ("service_container_id") REFERENCES "public"."service_containers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_service_idx" ON "payments" USING btree ("service_container_id","payment_date") WHERE "payments"."service_container_id" is not null;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_service_owner_check" CHECK (("payments"."mode" = 'sale') = ("payments"."service_container_id" is null));--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_mode_check" CHECK ("payments"."mode" in ('sale', 'renovation', 'container'));--> statement-breakpoint
UPDATE "roles" SET "permissions" = array(SELECT DISTINCT unnest("permissions" || array['view_services', 'edit_services', 'view_service_containers', 'edit_service_containers'])) WHERE "name" IN ('admin', 'sales_manager');--> statement-breakpoint
UPDATE "roles" SET "permissions" = array(SELECT DISTINCT unnest("permissions" || array['view_services', 'view_service_containers'])) WHERE "name" = 'accountant';