CREATE TABLE "event_event_tags" (
	"event_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "event_event_tags_event_id_tag_id_pk" PRIMARY KEY("event_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "event_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"show_in_filter" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_teasers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" date NOT NULL,
	"link" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link_text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"preline" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"headline" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"subline" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"image_id" integer,
	"is_online" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"teaser" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"event_type" text DEFAULT 'event' NOT NULL,
	"date_start" timestamp with time zone NOT NULL,
	"date_end" timestamp with time zone,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"is_free" boolean DEFAULT false NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"venue_id" integer,
	"room_id" integer,
	"exhibition_type_id" integer,
	"series_id" integer,
	"genre_id" integer,
	"production_id" integer,
	"image_id" integer,
	"ticket_url" text,
	"id_jet" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_id_jet_unique" UNIQUE("id_jet")
);
--> statement-breakpoint
CREATE TABLE "exhibition_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "exhibition_types_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "person_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" serial PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"slug" text NOT NULL,
	"category_id" integer,
	"role" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"biography" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email" text,
	"image_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "production_persons" (
	"production_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"role" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "production_persons_production_id_person_id_pk" PRIMARY KEY("production_id","person_id")
);
--> statement-breakpoint
CREATE TABLE "production_production_tags" (
	"production_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "production_production_tags_production_id_tag_id_pk" PRIMARY KEY("production_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "production_tags" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "productions" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"subtitle" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"teaser" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"duration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"season_id" integer,
	"exhibition_type_id" integer,
	"venue_id" integer,
	"image_id" integer,
	"is_online" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"venue_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"capacity" integer,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "series" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"teaser" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_subscription" boolean DEFAULT false NOT NULL,
	"subscription_price" text,
	"ticket_url" text,
	"show_in_filter" boolean DEFAULT true NOT NULL,
	"image_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venues" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"slug" jsonb NOT NULL,
	"description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"street" text DEFAULT '' NOT NULL,
	"zip" text DEFAULT '' NOT NULL,
	"city" text DEFAULT '' NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"image_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_event_tags" ADD CONSTRAINT "event_event_tags_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_event_tags" ADD CONSTRAINT "event_event_tags_tag_id_event_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."event_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_teasers" ADD CONSTRAINT "event_teasers_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_exhibition_type_id_exhibition_types_id_fk" FOREIGN KEY ("exhibition_type_id") REFERENCES "public"."exhibition_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_series_id_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."series"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_category_id_person_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."person_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "persons" ADD CONSTRAINT "persons_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_persons" ADD CONSTRAINT "production_persons_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_persons" ADD CONSTRAINT "production_persons_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_production_tags" ADD CONSTRAINT "production_production_tags_production_id_productions_id_fk" FOREIGN KEY ("production_id") REFERENCES "public"."productions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "production_production_tags" ADD CONSTRAINT "production_production_tags_tag_id_production_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."production_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_exhibition_type_id_exhibition_types_id_fk" FOREIGN KEY ("exhibition_type_id") REFERENCES "public"."exhibition_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "productions" ADD CONSTRAINT "productions_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_venue_id_venues_id_fk" FOREIGN KEY ("venue_id") REFERENCES "public"."venues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "series" ADD CONSTRAINT "series_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venues" ADD CONSTRAINT "venues_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_tags_tag_event" ON "event_event_tags" USING btree ("tag_id","event_id");--> statement-breakpoint
CREATE INDEX "event_teasers_position" ON "event_teasers" USING btree ("position");--> statement-breakpoint
CREATE INDEX "events_online_start" ON "events" USING btree ("is_online","date_start","id");--> statement-breakpoint
CREATE INDEX "events_room_start" ON "events" USING btree ("room_id","date_start");--> statement-breakpoint
CREATE INDEX "events_type_start" ON "events" USING btree ("exhibition_type_id","date_start");--> statement-breakpoint
CREATE INDEX "events_series_start" ON "events" USING btree ("series_id","date_start");--> statement-breakpoint
CREATE INDEX "events_genre_start" ON "events" USING btree ("genre_id","date_start");--> statement-breakpoint
CREATE INDEX "events_production_start" ON "events" USING btree ("production_id","date_start");--> statement-breakpoint
CREATE INDEX "events_venue_start" ON "events" USING btree ("venue_id","date_start");--> statement-breakpoint
CREATE INDEX "persons_category" ON "persons" USING btree ("category_id","position");--> statement-breakpoint
CREATE INDEX "production_persons_person" ON "production_persons" USING btree ("person_id");--> statement-breakpoint
CREATE INDEX "production_tags_tag" ON "production_production_tags" USING btree ("tag_id");--> statement-breakpoint
CREATE INDEX "productions_season" ON "productions" USING btree ("season_id");--> statement-breakpoint
CREATE INDEX "productions_type" ON "productions" USING btree ("exhibition_type_id");--> statement-breakpoint
CREATE INDEX "rooms_venue" ON "rooms" USING btree ("venue_id");