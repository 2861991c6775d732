CREATE TABLE "app_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"points" integer NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "ticket_cart_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"kind" text NOT NULL,
	"series_id" integer,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_cart_items_quantity" CHECK ("ticket_cart_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "voucher_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"voucher_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_redemptions_amount" CHECK ("voucher_redemptions"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"value" numeric(10, 2) NOT NULL,
	"order_id" integer,
	"valid_until" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "ticket_orders" ALTER COLUMN "status" SET DEFAULT 'pending';--> statement-breakpoint
ALTER TABLE "ticket_orders" ALTER COLUMN "payment_provider" SET DEFAULT 'invoice';--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "max_tickets_per_order" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "max_held_per_client" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "payment_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "invoice_days" integer DEFAULT 14 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_carts" ADD COLUMN "client_key" text;--> statement-breakpoint
ALTER TABLE "ticket_carts" ADD COLUMN "extensions" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_codes" ADD COLUMN "checked_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_codes" ADD COLUMN "checked_in_by" text;--> statement-breakpoint
ALTER TABLE "ticket_offers" ADD COLUMN "sale_start" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_offers" ADD COLUMN "sale_end" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "payment_ref" text;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "voucher_amount" numeric(10, 2) DEFAULT '0.00' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "payment_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_reservations" ADD COLUMN "item_id" integer;--> statement-breakpoint
ALTER TABLE "ticket_cart_items" ADD CONSTRAINT "ticket_cart_items_cart_id_ticket_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."ticket_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_cart_items" ADD CONSTRAINT "ticket_cart_items_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_redemptions" ADD CONSTRAINT "voucher_redemptions_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_cart_items_cart" ON "ticket_cart_items" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "ticket_cart_items_order" ON "ticket_cart_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "voucher_redemptions_voucher" ON "voucher_redemptions" USING btree ("voucher_id");--> statement-breakpoint
ALTER TABLE "ticket_reservations" ADD CONSTRAINT "ticket_reservations_item_id_ticket_cart_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."ticket_cart_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_carts_client" ON "ticket_carts" USING btree ("client_key");--> statement-breakpoint
CREATE INDEX "ticket_orders_due" ON "ticket_orders" USING btree ("status","payment_due_at");