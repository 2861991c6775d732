CREATE TABLE "billing_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"venue_name" text DEFAULT '' NOT NULL,
	"venue_address" text DEFAULT '' NOT NULL,
	"vat_id" text DEFAULT '' NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"invoice_prefix" text DEFAULT '' NOT NULL,
	"vat_exempt_note" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"bank_holder" text DEFAULT '' NOT NULL,
	"iban" text DEFAULT '' NOT NULL,
	"bic" text DEFAULT '' NOT NULL,
	"buyer_cancel_hours" integer,
	"cancel_fee_percent" integer DEFAULT 0 NOT NULL,
	"waiting_list_hold_hours" integer DEFAULT 24 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"seq" integer NOT NULL,
	"kind" text NOT NULL,
	"order_id" integer NOT NULL,
	"refers_to_id" integer,
	"refund_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"locale" text NOT NULL,
	"buyer" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"payment_method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"provider_ref" text,
	"failure_reason" text,
	"ticket_code_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refunds_amount" CHECK ("refunds"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "waiting_list" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"seat_group_id" integer,
	"email" text NOT NULL,
	"quantity" integer NOT NULL,
	"locale" text DEFAULT 'de' NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"token_hash" text,
	"cart_id" integer,
	"offered_at" timestamp with time zone,
	"offer_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_list_quantity" CHECK ("waiting_list"."quantity" > 0)
);
--> statement-breakpoint
ALTER TABLE "visitor_accounts" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_cart_items" ADD COLUMN "vat_rate" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_codes" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_offers" ADD COLUMN "cancel_deadline_hours" integer;--> statement-breakpoint
ALTER TABLE "ticket_offers" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "channel" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "ticket_prices" ADD COLUMN "vat_rate" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "productions" ADD COLUMN "cancel_deadline_hours" integer;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refers_to_id_invoices_id_fk" FOREIGN KEY ("refers_to_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_offer_id_ticket_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."ticket_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_seat_group_id_ticket_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."ticket_seat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "waiting_list" ADD CONSTRAINT "waiting_list_cart_id_ticket_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."ticket_carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_year_seq" ON "invoices" USING btree ("year","seq");--> statement-breakpoint
CREATE INDEX "invoices_order" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_issued" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE UNIQUE INDEX "refunds_idempotency" ON "refunds" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "refunds_order" ON "refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "waiting_list_offer" ON "waiting_list" USING btree ("offer_id","status","position");--> statement-breakpoint
CREATE UNIQUE INDEX "waiting_list_token" ON "waiting_list" USING btree ("token_hash");