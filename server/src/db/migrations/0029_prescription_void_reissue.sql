ALTER TABLE "donthuoc" ADD COLUMN "lydohuy" text;--> statement-breakpoint
ALTER TABLE "donthuoc" ADD COLUMN "caplaitu_id" uuid;--> statement-breakpoint
ALTER TABLE "donthuoc" ADD COLUMN "hochieu" text;--> statement-breakpoint
ALTER TABLE "donthuoc" ADD CONSTRAINT "donthuoc_caplaitu_id_donthuoc__id_fk" FOREIGN KEY ("caplaitu_id") REFERENCES "public"."donthuoc"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "donthuoc_caplaitu" ON "donthuoc" USING btree ("caplaitu_id");