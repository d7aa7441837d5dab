CREATE TABLE "search_buckets" (
	"address" text PRIMARY KEY NOT NULL,
	"tokens" double precision NOT NULL,
	"allowed" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_buckets_at_idx" ON "search_buckets" USING btree ("at");