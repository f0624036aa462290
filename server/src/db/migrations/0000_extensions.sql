-- Diacritics-insensitive search: "nguyen van an" must find "Nguyễn Văn An".
-- unaccent and pg_trgm are trusted extensions, so the database owner can create them (PostgreSQL 13+).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE; an IMMUTABLE wrapper with a fixed dictionary can back an index.
-- Names are schema-qualified because index builds run with a restricted search_path (PostgreSQL 17+).
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
