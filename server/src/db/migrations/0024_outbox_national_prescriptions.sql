ALTER TABLE "hopthudi" DROP CONSTRAINT "hopthudi_kenh";--> statement-breakpoint
ALTER TABLE "hopthudi" ADD CONSTRAINT "hopthudi_kenh" CHECK ("hopthudi"."kenh" in ('EMAIL', 'SMS', 'DONTHUOC'));