-- Request lists and pro-formas (issue 32). An account's list is a line per variant, with no foreign key
-- to the variant: a variant or product deleted since stays a line, priced as 'gone' (flagged, never
-- silently dropped). Pro-formas are frozen copies, opened by a random token; their number is the Solar
-- Hijri year and a sequence taken from the year's row of pro_forma_counters in the creating transaction.
CREATE TABLE "pro_forma_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pro_formas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"token" text NOT NULL,
	"user_id" uuid,
	"channel" text NOT NULL,
	"lines" jsonb NOT NULL,
	"total" bigint NOT NULL,
	"shop" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "request_list_lines" (
	"user_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"quantity" integer NOT NULL,
	"added_price" bigint,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "request_list_lines_user_id_variant_id_pk" PRIMARY KEY("user_id","variant_id"),
	CONSTRAINT "request_list_lines_quantity_positive" CHECK ("request_list_lines"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "pro_formas" ADD CONSTRAINT "pro_formas_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "request_list_lines" ADD CONSTRAINT "request_list_lines_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pro_formas_token_key" ON "pro_formas" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "pro_formas_number_key" ON "pro_formas" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "pro_formas_year_seq_key" ON "pro_formas" USING btree ("year","seq");--> statement-breakpoint
CREATE INDEX "pro_formas_user_created_at_idx" ON "pro_formas" USING btree ("user_id","created_at") WHERE "pro_formas"."user_id" IS NOT NULL;