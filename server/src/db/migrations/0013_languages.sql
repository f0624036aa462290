CREATE TABLE "ngonngu" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"ma" text NOT NULL,
	"ten" text NOT NULL,
	"locale" text NOT NULL,
	"macdinh" boolean DEFAULT false NOT NULL,
	"kichhoat" boolean DEFAULT false NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bandich" (
	"_id" uuid PRIMARY KEY NOT NULL,
	"ngonngu_id" uuid NOT NULL,
	"khoa" text NOT NULL,
	"noidung" text NOT NULL,
	"createdAt" timestamp with time zone DEFAULT now() NOT NULL,
	"updatedAt" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bandich" ADD CONSTRAINT "bandich_ngonngu_id_ngonngu__id_fk" FOREIGN KEY ("ngonngu_id") REFERENCES "public"."ngonngu"("_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ngonngu_ma" ON "ngonngu" USING btree ("ma");--> statement-breakpoint
CREATE UNIQUE INDEX "bandich_khoa_ngonngu" ON "bandich" USING btree ("khoa","ngonngu_id");