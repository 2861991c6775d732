CREATE TABLE "ticket_seats" (
	"id" serial PRIMARY KEY NOT NULL,
	"offer_id" integer NOT NULL,
	"seat_group_id" integer NOT NULL,
	"plan_key" text NOT NULL,
	"section" text NOT NULL,
	"row" text NOT NULL,
	"number" text NOT NULL,
	"row_index" integer NOT NULL,
	"col" integer NOT NULL,
	"x" integer NOT NULL,
	"y" integer NOT NULL,
	"priority" integer NOT NULL,
	"wheelchair" boolean DEFAULT false NOT NULL,
	"companion" boolean DEFAULT false NOT NULL,
	"restricted" boolean DEFAULT false NOT NULL,
	"blocked_reason" text,
	"blocked_by" text,
	"reservation_id" integer
);
--> statement-breakpoint
CREATE TABLE "seat_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer,
	"name" text NOT NULL,
	"plan" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "no_single_seat_gap" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "ticket_codes" ADD COLUMN "seat_id" integer;--> statement-breakpoint
ALTER TABLE "ticket_offers" ADD COLUMN "seat_plan_id" integer;--> statement-breakpoint
ALTER TABLE "ticket_seats" ADD CONSTRAINT "ticket_seats_offer_id_ticket_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."ticket_offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_seats" ADD CONSTRAINT "ticket_seats_seat_group_id_ticket_seat_groups_id_fk" FOREIGN KEY ("seat_group_id") REFERENCES "public"."ticket_seat_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_seats" ADD CONSTRAINT "ticket_seats_reservation_id_ticket_reservations_id_fk" FOREIGN KEY ("reservation_id") REFERENCES "public"."ticket_reservations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seat_plans" ADD CONSTRAINT "seat_plans_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ticket_seats_offer_key" ON "ticket_seats" USING btree ("offer_id","plan_key");--> statement-breakpoint
CREATE INDEX "ticket_seats_group" ON "ticket_seats" USING btree ("seat_group_id");--> statement-breakpoint
CREATE INDEX "ticket_seats_reservation" ON "ticket_seats" USING btree ("reservation_id");--> statement-breakpoint
CREATE INDEX "seat_plans_venue" ON "seat_plans" USING btree ("venue_id");--> statement-breakpoint
ALTER TABLE "ticket_codes" ADD CONSTRAINT "ticket_codes_seat_id_ticket_seats_id_fk" FOREIGN KEY ("seat_id") REFERENCES "public"."ticket_seats"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ticket_offers" ADD CONSTRAINT "ticket_offers_seat_plan_id_seat_plans_id_fk" FOREIGN KEY ("seat_plan_id") REFERENCES "public"."seat_plans"("id") ON DELETE set null ON UPDATE no action;