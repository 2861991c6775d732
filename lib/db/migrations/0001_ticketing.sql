CREATE TABLE "ticket_carts" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_carts_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "ticket_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"reservation_id" integer NOT NULL,
	"code" text NOT NULL,
	CONSTRAINT "ticket_codes_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ticket_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"id_jet" integer NOT NULL,
	"date_start" timestamp with time zone,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_offers_id_jet_unique" UNIQUE("id_jet")
);
--> statement-breakpoint
CREATE TABLE "ticket_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"cart_id" integer,
	"buyer_name" text NOT NULL,
	"email" text NOT NULL,
	"locale" text DEFAULT 'de' NOT NULL,
	"status" text DEFAULT 'reserved' NOT NULL,
	"payment_provider" text DEFAULT 'box-office' NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_orders_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "ticket_prices" (
	"id" serial PRIMARY KEY NOT NULL,
	"seat_group_id" integer NOT NULL,
	"sale_type_id" integer NOT NULL,
	"name" text NOT NULL,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ticket_reservations" (
	"id" serial PRIMARY KEY NOT NULL,
	"cart_id" integer NOT NULL,
	"offer_id" integer NOT NULL,
	"seat_group_id" integer NOT NULL,
	"timeslot_id" integer,
	"price_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" numeric(10, 2) NOT NULL,
	"expires_at" timestamp with time zone,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ticket_reservations_quantity" CHECK ("ticket_reservations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_seat_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"seat_group" text NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_seat_groups_capacity" CHECK ("ticket_seat_groups"."capacity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_timeslots" (
	"id" serial PRIMARY KEY NOT NULL,
	"seat_group_id" integer NOT NULL,
	"block_id" integer NOT NULL,
	"status" text DEFAULT '1' NOT NULL,
	"time_start" timestamp with time zone NOT NULL,
	"time_end" timestamp with time zone NOT NULL,
	"capacity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ticket_timeslots_capacity" CHECK ("ticket_timeslots"."capacity" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ticket_codes" ADD CONSTRAINT "ticket_codes_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_codes" ADD CONSTRAINT "ticket_codes_reservation_id_ticket_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."ticket_reservations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_orders" ADD CONSTRAINT "ticket_orders_cart_id_ticket_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."ticket_carts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_prices" ADD CONSTRAINT "ticket_prices_seat_group_id_ticket_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."ticket_seat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_reservations" ADD CONSTRAINT "ticket_reservations_cart_id_ticket_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."ticket_carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_reservations" ADD CONSTRAINT "ticket_reservations_offer_id_ticket_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."ticket_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_reservations" ADD CONSTRAINT "ticket_reservations_seat_group_id_ticket_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."ticket_seat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_reservations" ADD CONSTRAINT "ticket_reservations_timeslot_id_ticket_timeslots_id_fk" FOREIGN KEY ("timeslot_id") REFERENCES "public"."ticket_timeslots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_reservations" ADD CONSTRAINT "ticket_reservations_price_id_ticket_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."ticket_prices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_reservations" ADD CONSTRAINT "ticket_reservations_order_id_ticket_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."ticket_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_seat_groups" ADD CONSTRAINT "ticket_seat_groups_offer_id_ticket_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."ticket_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_timeslots" ADD CONSTRAINT "ticket_timeslots_seat_group_id_ticket_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."ticket_seat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ticket_orders_created" ON "ticket_orders" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_prices_group_sale_type" ON "ticket_prices" USING btree ("seat_group_id","sale_type_id");--> statement-breakpoint
CREATE INDEX "ticket_reservations_cart" ON "ticket_reservations" USING btree ("cart_id");--> statement-breakpoint
CREATE INDEX "ticket_reservations_group" ON "ticket_reservations" USING btree ("seat_group_id","timeslot_id");--> statement-breakpoint
CREATE INDEX "ticket_reservations_order" ON "ticket_reservations" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_seat_groups_offer_code" ON "ticket_seat_groups" USING btree ("offer_id","seat_group");--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_timeslots_group_block" ON "ticket_timeslots" USING btree ("seat_group_id","block_id");