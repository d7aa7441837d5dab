CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"kind" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_id" uuid,
	"actor" text,
	"note" text
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"invoice_number" text,
	"pro_forma_id" uuid,
	"source" text NOT NULL,
	"channel" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"phone" text,
	"customer_name" text,
	"user_id" uuid,
	"lines" jsonb NOT NULL,
	"subtotal" bigint NOT NULL,
	"discount" bigint DEFAULT 0 NOT NULL,
	"shipping_cost" bigint DEFAULT 0 NOT NULL,
	"total" bigint NOT NULL,
	"note" text,
	"cancel_reason" text,
	"torob_clid" text,
	"stock_taken" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmed_at" timestamp with time zone,
	CONSTRAINT "orders_amounts_nonnegative" CHECK ("orders"."subtotal" >= 0 AND "orders"."discount" >= 0 AND "orders"."shipping_cost" >= 0 AND "orders"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "outgoing_sms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_pro_forma_id_pro_formas_id_fk" FOREIGN KEY ("pro_forma_id") REFERENCES "public"."pro_formas"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outgoing_sms" ADD CONSTRAINT "outgoing_sms_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_events_order_at_idx" ON "order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_key" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_key" ON "orders" USING btree ("invoice_number") WHERE "orders"."invoice_number" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_pro_forma_key" ON "orders" USING btree ("pro_forma_id") WHERE "orders"."pro_forma_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_status_created_at_idx" ON "orders" USING btree ("status","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_channel_created_at_idx" ON "orders" USING btree ("channel","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_phone_created_at_idx" ON "orders" USING btree ("phone","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "orders"."phone" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_phone_reversed_idx" ON "orders" USING btree (reverse("phone") text_pattern_ops) WHERE "orders"."phone" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_seq_idx" ON "orders" USING btree ("seq");--> statement-breakpoint
CREATE INDEX "orders_user_created_at_idx" ON "orders" USING btree ("user_id","created_at" DESC NULLS LAST) WHERE "orders"."user_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_confirmed_at_idx" ON "orders" USING btree ("confirmed_at") WHERE "orders"."confirmed_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_torob_clid_idx" ON "orders" USING btree ("torob_clid") WHERE "orders"."torob_clid" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "outgoing_sms_created_at_idx" ON "outgoing_sms" USING btree ("created_at");