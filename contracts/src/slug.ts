// Readable URLs for detail pages: `/tin-tuc/<id>-<slug>`. The id alone also works; the slug is for people
// and search engines, so pages redirect to the one canonical form. Free of zod: the site bundle uses it.

/** "Khám sức khỏe tổng quát" → "kham-suc-khoe-tong-quat". */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, 80)
    .replace(/^-+|-+$/g, '');
}

const uuidPrefix = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:-(.*))?$/i;

/** The id in a `:id` or `:id-slug` URL segment, or undefined when the segment holds none. */
export function idFromSegment(segment: string): string | undefined {
  return uuidPrefix.exec(segment)?.[1]?.toLowerCase();
}

/** The canonical URL segment for a record: its id, then its (Vietnamese) title as a slug. */
export function segmentFor(id: string, title: string): string {
  const slug = slugify(title);
  return slug ? `${id}-${slug}` : id;
}
