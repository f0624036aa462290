CREATE TABLE "gioihantansuat" (
	"khoa" text PRIMARY KEY NOT NULL,
	"dem" integer NOT NULL,
	"hethan" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "gioihantansuat_hethan" ON "gioihantansuat" USING btree ("hethan");