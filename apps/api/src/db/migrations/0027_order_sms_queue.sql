ALTER TABLE "outgoing_sms" ADD COLUMN "message" jsonb;--> statement-breakpoint
ALTER TABLE "outgoing_sms" ADD COLUMN "due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outgoing_sms" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "outgoing_sms_due_idx" ON "outgoing_sms" USING btree ("due_at") WHERE "outgoing_sms"."due_at" IS NOT NULL;