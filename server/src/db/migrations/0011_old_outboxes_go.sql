DROP TABLE "mail_outbox" CASCADE;--> statement-breakpoint
DROP TABLE "sms_outbox" CASCADE;