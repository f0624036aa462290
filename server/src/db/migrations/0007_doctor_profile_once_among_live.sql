DROP INDEX "bacsi_nhanvien_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "bacsi_nhanvien_unique" ON "bacsi" USING btree ("nhanvien_id") WHERE "bacsi"."deletedAt" is null;