CREATE TABLE "sign_in_addresses" (
	"user_id" uuid NOT NULL,
	"ip" text NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_addresses_user_id_ip_pk" PRIMARY KEY("user_id","ip")
);
--> statement-breakpoint
ALTER TABLE "login_failures" ADD COLUMN "from_known_address" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_addresses" ADD CONSTRAINT "sign_in_addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sign_in_addresses_last_at_idx" ON "sign_in_addresses" USING btree ("last_at");--> statement-breakpoint
CREATE INDEX "address_requests_created_at_idx" ON "address_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "login_failures_created_at_idx" ON "login_failures" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_created_at_idx" ON "phone_verifications" USING btree ("created_at");