CREATE TABLE "media" (
	"id" serial PRIMARY KEY NOT NULL,
	"filename" text NOT NULL,
	"mime_type" text NOT NULL,
	"width" integer,
	"height" integer,
	"bytes" integer DEFAULT 0 NOT NULL,
	"sizes" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"alt" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"credit" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "containers" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"locale" text NOT NULL,
	"page_id" integer,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"model" text DEFAULT 'section' NOT NULL,
	"content_type" text,
	"object_id" integer,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"columns" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_paths" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"locale" text NOT NULL,
	"path" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "page_versions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"locale" text NOT NULL,
	"label" text,
	"created_by" integer,
	"snapshot" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"content_type" text DEFAULT 'page' NOT NULL,
	"title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"headline" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_online" boolean DEFAULT true NOT NULL,
	"is_clickable" boolean DEFAULT true NOT NULL,
	"in_menu" boolean DEFAULT false NOT NULL,
	"in_footer" boolean DEFAULT false NOT NULL,
	"is_landing_page" boolean DEFAULT false NOT NULL,
	"meta_title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"meta_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"og_title" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"og_description" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"og_type" text DEFAULT 'website' NOT NULL,
	"og_image_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "breaking_news" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"link_url" jsonb,
	"link_title" jsonb,
	"is_active" boolean DEFAULT true NOT NULL,
	"online_from" timestamp with time zone,
	"online_to" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "design_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "error_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"status" smallint DEFAULT 404 NOT NULL,
	"referrer" text,
	"hits" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "nav_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"menu" text NOT NULL,
	"parent_id" integer,
	"position" integer DEFAULT 0 NOT NULL,
	"label" jsonb NOT NULL,
	"page_id" integer,
	"url" jsonb,
	"has_tab_navigation" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"id" serial PRIMARY KEY NOT NULL,
	"weekday" smallint NOT NULL,
	"time_from" text,
	"time_to" text,
	"closed" boolean DEFAULT false NOT NULL,
	"valid_from" date,
	"valid_to" date,
	"alternative_link_url" text,
	"alternative_text" jsonb,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opening_hours_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"date_from" date NOT NULL,
	"date_to" date NOT NULL,
	"time_from" text,
	"time_to" text,
	"closed" boolean DEFAULT false NOT NULL,
	"alternative_link_url" text,
	"alternative_text" jsonb,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"old_path" text NOT NULL,
	"new_path" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "redirects_old_path_unique" UNIQUE("old_path")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_site_online" boolean DEFAULT true NOT NULL,
	"is_shop_online" boolean DEFAULT true NOT NULL,
	"html_header" text DEFAULT '' NOT NULL,
	"html_footer_top" text DEFAULT '' NOT NULL,
	"html_footer_bottom" text DEFAULT '' NOT NULL,
	"html_footer_logos" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"csrf_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"username" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"password_hash" text NOT NULL,
	"is_staff" boolean DEFAULT true NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"admin_menus" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_unique" UNIQUE("email"),
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "containers" ADD CONSTRAINT "containers_parent_id_containers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."containers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_paths" ADD CONSTRAINT "page_paths_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_og_image_id_media_id_fk" FOREIGN KEY ("og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_items" ADD CONSTRAINT "nav_items_parent_id_nav_items_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."nav_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nav_items" ADD CONSTRAINT "nav_items_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "containers_slug_locale" ON "containers" USING btree ("slug","locale");--> statement-breakpoint
CREATE INDEX "containers_page" ON "containers" USING btree ("page_id","locale","position");--> statement-breakpoint
CREATE UNIQUE INDEX "page_paths_locale_path" ON "page_paths" USING btree ("locale","path");--> statement-breakpoint
CREATE UNIQUE INDEX "page_paths_page_locale" ON "page_paths" USING btree ("page_id","locale");--> statement-breakpoint
CREATE INDEX "page_versions_page" ON "page_versions" USING btree ("page_id","locale");--> statement-breakpoint
CREATE UNIQUE INDEX "error_log_url_status" ON "error_log" USING btree ("url","status");--> statement-breakpoint
CREATE INDEX "nav_items_menu" ON "nav_items" USING btree ("menu","position");--> statement-breakpoint
CREATE INDEX "opening_hours_weekday" ON "opening_hours" USING btree ("weekday");--> statement-breakpoint
CREATE INDEX "opening_hours_exceptions_dates" ON "opening_hours_exceptions" USING btree ("date_from","date_to");--> statement-breakpoint
CREATE INDEX "sessions_user" ON "sessions" USING btree ("user_id");