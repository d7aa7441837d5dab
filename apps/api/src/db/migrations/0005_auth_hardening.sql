CREATE TABLE "address_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"ip" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD COLUMN "ticket_hash" text;--> statement-breakpoint
CREATE INDEX "address_requests_action_ip_idx" ON "address_requests" USING btree ("action","ip","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "login_failures_phone_ip_idx" ON "login_failures" USING btree ("phone","ip","created_at" DESC NULLS LAST);