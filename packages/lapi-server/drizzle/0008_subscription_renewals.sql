CREATE TABLE "subscription_renewals" (
	"subscription_id" integer NOT NULL,
	"due_date" date NOT NULL,
	"order_number" integer,
	"outcome" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscription_renewals_subscription_id_due_date_pk" PRIMARY KEY("subscription_id","due_date"),
	CONSTRAINT "subscription_renewals_order_number_unique" UNIQUE("order_number"),
	CONSTRAINT "subscription_renewals_outcome" CHECK ("subscription_renewals"."outcome" in ('paid', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_renewals" ADD CONSTRAINT "subscription_renewals_order_number_orders_order_number_fk" FOREIGN KEY ("order_number") REFERENCES "public"."orders"("order_number") ON DELETE set null ON UPDATE no action;