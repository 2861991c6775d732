DROP INDEX "events_online_start";--> statement-breakpoint
DROP INDEX "events_room_start";--> statement-breakpoint
DROP INDEX "events_type_start";--> statement-breakpoint
DROP INDEX "events_series_start";--> statement-breakpoint
DROP INDEX "events_genre_start";--> statement-breakpoint
DROP INDEX "events_production_start";--> statement-breakpoint
DROP INDEX "events_venue_start";--> statement-breakpoint
CREATE INDEX "events_list_online" ON "events" USING btree ("is_online","date_start","id","room_id","exhibition_type_id","series_id","genre_id","production_id","venue_id");--> statement-breakpoint
CREATE INDEX "events_list_room" ON "events" USING btree ("room_id","is_online","date_start","id","exhibition_type_id","series_id","genre_id");--> statement-breakpoint
CREATE INDEX "events_list_type" ON "events" USING btree ("exhibition_type_id","is_online","date_start","id","room_id","series_id","genre_id");--> statement-breakpoint
CREATE INDEX "events_list_series" ON "events" USING btree ("series_id","is_online","date_start","id","room_id","exhibition_type_id","genre_id");--> statement-breakpoint
CREATE INDEX "events_list_genre" ON "events" USING btree ("genre_id","is_online","date_start","id","room_id","exhibition_type_id","series_id");--> statement-breakpoint
CREATE INDEX "events_list_production" ON "events" USING btree ("production_id","is_online","date_start","id");--> statement-breakpoint
CREATE INDEX "events_list_venue" ON "events" USING btree ("venue_id","is_online","date_start","id");