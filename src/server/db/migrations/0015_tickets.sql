CREATE TABLE "ticket_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"response_hours" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_categories_hours_check" CHECK ("ticket_categories"."response_hours" between 1 and 8760)
);
--> statement-breakpoint
CREATE TABLE "ticket_closings" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" integer,
	"rating" integer,
	"rated_at" timestamp with time zone,
	"rated_by" integer,
	"reopened_at" timestamp with time zone,
	CONSTRAINT "ticket_closings_rating_check" CHECK ("ticket_closings"."rating" is null or "ticket_closings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "ticket_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_no" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_item_files" (
	"item_id" integer NOT NULL,
	"file_id" text NOT NULL,
	CONSTRAINT "ticket_item_files_item_id_file_id_pk" PRIMARY KEY("item_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "ticket_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_id" integer NOT NULL,
	"author_id" integer,
	"body" text DEFAULT '' NOT NULL,
	"internal" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tickets" (
	"id" serial PRIMARY KEY NOT NULL,
	"ticket_no" text NOT NULL,
	"subject" text NOT NULL,
	"category_id" integer,
	"requester_type" text NOT NULL,
	"customer_id" integer,
	"agent_id" integer,
	"resident_name" text,
	"resident_phone" text,
	"sale_id" integer,
	"property_id" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"priority" text DEFAULT 'normal' NOT NULL,
	"assignee_id" integer,
	"created_by" integer,
	"awaiting_since" timestamp with time zone,
	"late_noticed_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tickets_status_check" CHECK ("tickets"."status" in ('open', 'in_progress', 'closed')),
	CONSTRAINT "tickets_priority_check" CHECK ("tickets"."priority" in ('low', 'normal', 'high', 'urgent')),
	CONSTRAINT "tickets_requester_type_check" CHECK ("tickets"."requester_type" in ('customer', 'agent', 'resident'))
);
--> statement-breakpoint
ALTER TABLE "ticket_closings" ADD CONSTRAINT "ticket_closings_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_closings" ADD CONSTRAINT "ticket_closings_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_closings" ADD CONSTRAINT "ticket_closings_rated_by_users_id_fk" FOREIGN KEY ("rated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_item_files" ADD CONSTRAINT "ticket_item_files_item_id_ticket_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."ticket_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_item_files" ADD CONSTRAINT "ticket_item_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_items" ADD CONSTRAINT "ticket_items_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_items" ADD CONSTRAINT "ticket_items_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_category_id_ticket_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."ticket_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_agent_id_agents_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."agents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_property_id_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."properties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tickets" ADD CONSTRAINT "tickets_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_categories_name_key" ON "ticket_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "ticket_closings_ticket_idx" ON "ticket_closings" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_closings_open_key" ON "ticket_closings" USING btree ("ticket_id") WHERE "ticket_closings"."reopened_at" is null;--> statement-breakpoint
CREATE INDEX "ticket_items_ticket_idx" ON "ticket_items" USING btree ("ticket_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_ticket_no_key" ON "tickets" USING btree ("ticket_no");--> statement-breakpoint
CREATE INDEX "tickets_created_by_idx" ON "tickets" USING btree ("created_by","id");--> statement-breakpoint
CREATE INDEX "tickets_assignee_idx" ON "tickets" USING btree ("assignee_id","id");--> statement-breakpoint
CREATE INDEX "tickets_awaiting_idx" ON "tickets" USING btree ("awaiting_since") WHERE "tickets"."awaiting_since" is not null;--> statement-breakpoint
UPDATE "roles" SET "permissions" = array(SELECT DISTINCT unnest("permissions" || array['view_tickets', 'manage_tickets'])) WHERE "name" in ('admin', 'sales_manager');--> statement-breakpoint
UPDATE "roles" SET "permissions" = array(SELECT DISTINCT unnest("permissions" || array['view_tickets'])) WHERE "name" in ('accountant', 'client_manager');
