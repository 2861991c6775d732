CREATE INDEX "voucher_redemptions_order" ON "voucher_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "vouchers_order" ON "vouchers" USING btree ("order_id");