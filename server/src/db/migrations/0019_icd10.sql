CREATE TABLE "icd10" (
	"ma" text PRIMARY KEY NOT NULL,
	"ten" text NOT NULL,
	"ten_en" text,
	"chuong" text NOT NULL,
	"ten_chuong" text NOT NULL,
	"nhom" text
);
