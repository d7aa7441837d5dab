CREATE TABLE "customer_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"scope" text NOT NULL,
	"target_id" uuid NOT NULL,
	"percent_off_bp" integer,
	"fixed_price" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_rules_one_kind" CHECK (("price_rules"."scope" = 'variant' AND "price_rules"."fixed_price" > 0 AND "price_rules"."percent_off_bp" IS NULL) OR ("price_rules"."scope" <> 'variant' AND "price_rules"."percent_off_bp" BETWEEN 1 AND 9000 AND "price_rules"."fixed_price" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "quantity_tiers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"scope" text NOT NULL,
	"target_id" uuid NOT NULL,
	"min_quantity" integer NOT NULL,
	"percent_off_bp" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quantity_tiers_values" CHECK ("quantity_tiers"."min_quantity" >= 2 AND "quantity_tiers"."percent_off_bp" BETWEEN 1 AND 9000)
);
--> statement-breakpoint
CREATE TABLE "trade_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"business_name" text NOT NULL,
	"city" text NOT NULL,
	"economic_code" text,
	"note" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"group_id" uuid,
	"refusal_reason" text,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "price_rules" ADD CONSTRAINT "price_rules_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_applications" ADD CONSTRAINT "trade_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_applications" ADD CONSTRAINT "trade_applications_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trade_applications" ADD CONSTRAINT "trade_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "customer_groups_name_key" ON "customer_groups" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "price_rules_group_target_key" ON "price_rules" USING btree ("group_id","scope","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quantity_tiers_target_min_key" ON "quantity_tiers" USING btree ("scope","target_id","min_quantity");--> statement-breakpoint
CREATE UNIQUE INDEX "trade_applications_pending_key" ON "trade_applications" USING btree ("user_id") WHERE "trade_applications"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "trade_applications_user_created_at_idx" ON "trade_applications" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "trade_applications_status_created_at_idx" ON "trade_applications" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_group_idx" ON "users" USING btree ("group_id") WHERE "users"."group_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "customer_groups" ("name") VALUES ('همکار'), ('عمده‌فروش');
--> statement-breakpoint
-- Quantity prices are part of every product page: a change moves the catalog version, as a product write does.
CREATE TRIGGER "quantity_tiers_search_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "quantity_tiers"
  FOR EACH STATEMENT EXECUTE FUNCTION "bump_search_catalog_version"();
