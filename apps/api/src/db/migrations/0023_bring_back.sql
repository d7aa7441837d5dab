CREATE TABLE "product_questions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"user_id" uuid,
	"question" text NOT NULL,
	"answer" text,
	"status" text DEFAULT 'waiting' NOT NULL,
	"asker_ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"answered_by" uuid
);
--> statement-breakpoint
CREATE TABLE "variant_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"variant_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"target_price" bigint,
	"baseline_price" bigint NOT NULL,
	"stop_token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "variant_alerts_target_positive" CHECK ("variant_alerts"."target_price" IS NULL OR "variant_alerts"."target_price" > 0)
);
--> statement-breakpoint
CREATE TABLE "variant_price_history" (
	"variant_id" uuid PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone[] NOT NULL,
	"prices" bigint[] NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_questions" ADD CONSTRAINT "product_questions_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_alerts" ADD CONSTRAINT "variant_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_alerts" ADD CONSTRAINT "variant_alerts_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "variant_price_history" ADD CONSTRAINT "variant_price_history_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_questions_product_idx" ON "product_questions" USING btree ("product_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_questions_status_idx" ON "product_questions" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "product_questions_user_idx" ON "product_questions" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "product_questions_ip_idx" ON "product_questions" USING btree ("asker_ip","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "variant_alerts_user_variant_kind_key" ON "variant_alerts" USING btree ("user_id","variant_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "variant_alerts_stop_token_key" ON "variant_alerts" USING btree ("stop_token");--> statement-breakpoint
CREATE INDEX "variant_alerts_variant_idx" ON "variant_alerts" USING btree ("variant_id") WHERE "variant_alerts"."sent_at" IS NULL;--> statement-breakpoint
CREATE INDEX "variant_alerts_due_idx" ON "variant_alerts" USING btree ("due_at") WHERE "variant_alerts"."due_at" IS NOT NULL AND "variant_alerts"."sent_at" IS NULL;--> statement-breakpoint
-- The price record: every new variant starts with its price; every price write appends the new price,
-- whatever made it (the API, a bulk change or its undo, an import, psql).
CREATE FUNCTION "start_variant_price_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "variant_price_history" ("variant_id", "changed_at", "prices")
    SELECT "id", ARRAY[now()], ARRAY["price"] FROM "new_rows"
    ON CONFLICT ("variant_id") DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "append_variant_price_history"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "variant_price_history" AS h ("variant_id", "changed_at", "prices")
    SELECT n."id", ARRAY[now()], ARRAY[n."price"]
    FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE n."price" <> o."price"
    ON CONFLICT ("variant_id") DO UPDATE
      SET "changed_at" = h."changed_at" || EXCLUDED."changed_at", "prices" = h."prices" || EXCLUDED."prices";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_price_history_insert" AFTER INSERT ON "product_variants"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "start_variant_price_history"();
--> statement-breakpoint
CREATE TRIGGER "product_variants_price_history_update" AFTER UPDATE ON "product_variants"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "append_variant_price_history"();
--> statement-breakpoint
INSERT INTO "variant_price_history" ("variant_id", "changed_at", "prices")
  SELECT "id", ARRAY[now()], ARRAY["price"] FROM "product_variants";
--> statement-breakpoint
-- Alerts fall due when what they wait for becomes true on a write, not when it already was: back in
-- stock (and enabled), or a price at the target (below the price at subscription when none was picked)
-- on a variant one can order.
CREATE FUNCTION "variant_alert_event"(kind text, target bigint, baseline bigint, price bigint, stock integer, enabled boolean)
  RETURNS boolean LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
  RETURN stock > 0 AND enabled AND (kind = 'in-stock' OR price <= coalesce(target, baseline - 1));
END $$;
--> statement-breakpoint
CREATE FUNCTION "mark_variant_alerts_due"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "variant_alerts" a SET "due_at" = now()
    FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
    WHERE a."variant_id" = n."id" AND a."due_at" IS NULL AND a."sent_at" IS NULL
      AND (n."price", n."stock", n."enabled") IS DISTINCT FROM (o."price", o."stock", o."enabled")
      AND "variant_alert_event"(a."kind", a."target_price", a."baseline_price", n."price", n."stock", n."enabled")
      AND NOT "variant_alert_event"(a."kind", a."target_price", a."baseline_price", o."price", o."stock", o."enabled");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "product_variants_alerts_due" AFTER UPDATE ON "product_variants"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "mark_variant_alerts_due"();
