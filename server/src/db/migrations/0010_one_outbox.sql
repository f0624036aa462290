CREATE TABLE "hopthudi" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"kenh" text NOT NULL,
	"nguoinhan" text NOT NULL,
	"tieude" text,
	"noidung" text NOT NULL,
	"html" text,
	"zns" jsonb,
	"trangthai" text DEFAULT 'QUEUED' NOT NULL,
	"solan" integer DEFAULT 0 NOT NULL,
	"guitiep" timestamp with time zone DEFAULT now() NOT NULL,
	"giuden" timestamp with time zone,
	"loi" text,
	"nhacungcap" text,
	"loai" text,
	"banghi_id" text,
	"guiluc" timestamp with time zone,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "hopthudi_kenh" CHECK ("hopthudi"."kenh" in ('EMAIL', 'SMS')),
	CONSTRAINT "hopthudi_trangthai" CHECK ("hopthudi"."trangthai" in ('QUEUED', 'SENDING', 'SENT', 'FAILED'))
);
--> statement-breakpoint
CREATE INDEX "hopthudi_due" ON "hopthudi" USING btree ("trangthai","guitiep");--> statement-breakpoint
CREATE INDEX "hopthudi_created" ON "hopthudi" USING btree ("createdAt");--> statement-breakpoint
CREATE INDEX "hopthudi_owner" ON "hopthudi" USING btree ("loai","banghi_id");--> statement-breakpoint
CREATE INDEX "hopthudi_nguoinhan_search" ON "hopthudi" USING gin (f_unaccent(lower("nguoinhan")) gin_trgm_ops);--> statement-breakpoint
-- hand-written: the two old outboxes move into hopthudi (the next migration drops them). An old NOT_SENT mail (no
-- SMTP) is what the `outbox` provider now records as SENT; every old text message was kept by that provider.
INSERT INTO "hopthudi" ("_id", "kenh", "nguoinhan", "tieude", "noidung", "html", "trangthai", "solan", "guitiep", "loi", "nhacungcap", "guiluc", "createdAt", "updatedAt")
SELECT "_id", 'EMAIL', "to", "subject", "text", "html",
  CASE "status" WHEN 'FAILED' THEN 'FAILED' ELSE 'SENT' END, 1, "createdAt", "error",
  CASE "status" WHEN 'NOT_SENT' THEN 'outbox' ELSE 'smtp' END,
  CASE "status" WHEN 'SENT' THEN coalesce("sentAt", "createdAt") WHEN 'NOT_SENT' THEN "createdAt" END,
  "createdAt", "createdAt"
FROM "mail_outbox";--> statement-breakpoint
INSERT INTO "hopthudi" ("_id", "kenh", "nguoinhan", "noidung", "trangthai", "solan", "guitiep", "nhacungcap", "guiluc", "createdAt", "updatedAt")
SELECT "_id", 'SMS', "to", "text", 'SENT', 1, "createdAt", "provider", "createdAt", "createdAt", "createdAt"
FROM "sms_outbox";
