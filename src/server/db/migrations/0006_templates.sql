CREATE TABLE "custom_field_values" (
	"field_id" integer NOT NULL,
	"record_id" integer NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_field_values_field_id_record_id_pk" PRIMARY KEY("field_id","record_id")
);
--> statement-breakpoint
CREATE TABLE "custom_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"group" text NOT NULL,
	"type" text NOT NULL,
	"label_ka" text NOT NULL,
	"label_en" text DEFAULT '' NOT NULL,
	"label_ru" text DEFAULT '' NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_fields_group_check" CHECK ("custom_fields"."group" in ('sale', 'customer', 'property', 'complex')),
	CONSTRAINT "custom_fields_type_check" CHECK ("custom_fields"."type" in ('text', 'number', 'date', 'select', 'boolean'))
);
--> statement-breakpoint
CREATE TABLE "doc_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"language" text DEFAULT 'ka' NOT NULL,
	"subject" text,
	"body" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "doc_templates_type_check" CHECK ("doc_templates"."type" in ('letter', 'notice', 'receipt', 'sms', 'email')),
	CONSTRAINT "doc_templates_language_check" CHECK ("doc_templates"."language" in ('ka', 'en', 'ru'))
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"status" text NOT NULL,
	"channel" text NOT NULL,
	"provider_message_id" text,
	"error_message" text,
	"sale_id" integer,
	"sent_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_status_check" CHECK ("sms_messages"."status" in ('sent', 'failed')),
	CONSTRAINT "sms_messages_channel_check" CHECK ("sms_messages"."channel" in ('provider', 'outbox'))
);
--> statement-breakpoint
CREATE TABLE "word_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"contract_type" text NOT NULL,
	"language" text NOT NULL,
	"building_id" integer,
	"file_name" text NOT NULL,
	"content" "bytea" NOT NULL,
	"size_bytes" integer NOT NULL,
	"placeholders" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "word_templates_type_check" CHECK ("word_templates"."contract_type" in ('contract_main', 'contract_pre', 'service')),
	CONSTRAINT "word_templates_language_check" CHECK ("word_templates"."language" in ('ge', 'en', 'ru', 'ge_en', 'ge_ru'))
);
--> statement-breakpoint
ALTER TABLE "custom_field_values" ADD CONSTRAINT "custom_field_values_field_id_custom_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."custom_fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "doc_templates" ADD CONSTRAINT "doc_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_sale_id_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."sales"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_templates" ADD CONSTRAINT "word_templates_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "word_templates" ADD CONSTRAINT "word_templates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "custom_field_values_record_idx" ON "custom_field_values" USING btree ("record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "custom_fields_key_idx" ON "custom_fields" USING btree ("key");--> statement-breakpoint
CREATE INDEX "sms_messages_created_idx" ON "sms_messages" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "word_templates_kind_idx" ON "word_templates" USING btree ("contract_type","language");