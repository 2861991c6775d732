CREATE TABLE "form_entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"locale" text NOT NULL,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"form_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"slug" text NOT NULL,
	"label" jsonb NOT NULL,
	"field_type" integer NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"visible" boolean DEFAULT true NOT NULL,
	"choices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"default_value" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"placeholder" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"help_text" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entry_id" integer,
	"field_slug" text,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"mime_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "forms" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" jsonb NOT NULL,
	"title" jsonb NOT NULL,
	"intro" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"thank_you" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"submit_label" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "form_entries" ADD CONSTRAINT "form_entries_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_fields" ADD CONSTRAINT "form_fields_form_id_forms_id_fk" FOREIGN KEY ("form_id") REFERENCES "public"."forms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_files" ADD CONSTRAINT "form_files_entry_id_form_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."form_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "form_entries_form" ON "form_entries" USING btree ("form_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "form_fields_form_slug" ON "form_fields" USING btree ("form_id","slug");--> statement-breakpoint
CREATE INDEX "form_fields_form" ON "form_fields" USING btree ("form_id","position");--> statement-breakpoint
CREATE INDEX "form_files_entry" ON "form_files" USING btree ("entry_id");--> statement-breakpoint
CREATE INDEX "form_files_created" ON "form_files" USING btree ("created_at");