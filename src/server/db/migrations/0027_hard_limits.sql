CREATE TABLE "live_streams" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_id" integer NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "live_streams" ADD CONSTRAINT "live_streams_token_id_auth_tokens_id_fk" FOREIGN KEY ("token_id") REFERENCES "public"."auth_tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_streams_token_idx" ON "live_streams" USING btree ("token_id","seen_at");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_updated_idx" ON "rate_limit_counters" USING btree ("updated_at");