-- Torob's product webhook (product_webhook.md): the products it has yet to hear of, and when the next request may go.
CREATE TABLE "torob_webhook_queue" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"change" bigint NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "torob_webhook_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"next_send_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "torob_webhook_queue_available_idx" ON "torob_webhook_queue" USING btree ("available_at","change");--> statement-breakpoint
-- Torob's webhook hears of every product whose price, old price or stock changed, or that was added or
-- deleted, whoever wrote it: statement triggers queue them in the writer's transaction, so a change is
-- queued exactly when it commits (a 10,000-product bulk change is one INSERT … SELECT here, not 10,000).
INSERT INTO "torob_webhook_state" ("id") VALUES (1);
--> statement-breakpoint
CREATE SEQUENCE "torob_webhook_change_seq";
--> statement-breakpoint
CREATE FUNCTION "queue_torob_webhook"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "torob_webhook_queue" ("product_id", "change")
      SELECT "id", nextval('torob_webhook_change_seq') FROM "new_rows"
      ON CONFLICT ("product_id") DO UPDATE
        SET "change" = EXCLUDED."change", "attempts" = 0, "available_at" = now();
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "torob_webhook_queue" ("product_id", "change")
      SELECT n."id", nextval('torob_webhook_change_seq')
      FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id"
      WHERE n."price" IS DISTINCT FROM o."price"
        OR n."original_price" IS DISTINCT FROM o."original_price"
        OR n."stock" IS DISTINCT FROM o."stock"
      ON CONFLICT ("product_id") DO UPDATE
        SET "change" = EXCLUDED."change", "attempts" = 0, "available_at" = now();
  ELSE
    INSERT INTO "torob_webhook_queue" ("product_id", "change")
      SELECT "id", nextval('torob_webhook_change_seq') FROM "old_rows"
      ON CONFLICT ("product_id") DO UPDATE
        SET "change" = EXCLUDED."change", "attempts" = 0, "available_at" = now();
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "products_torob_webhook_insert" AFTER INSERT ON "products"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_torob_webhook"();
--> statement-breakpoint
CREATE TRIGGER "products_torob_webhook_update" AFTER UPDATE ON "products"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_torob_webhook"();
--> statement-breakpoint
CREATE TRIGGER "products_torob_webhook_delete" AFTER DELETE ON "products"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "queue_torob_webhook"();
