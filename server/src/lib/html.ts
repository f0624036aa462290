// Rich text bodies (noidung) are stored as HTML that pages render as it is, so every write path (the seed
// now, the back-office editors later) cleans them here first: a strict allowlist of structure tags, links
// only to web, mail and phone addresses, pictures only from our own uploads, and no attribute that could
// carry script or style.
import { createRequire } from 'node:module';
import type sanitize from 'sanitize-html';

// Required on the first body cleaned, not at start: the cleaner and its HTML and CSS parsers cost about 60 ms of
// every server start, and most starts clean nothing until an editor saves.
const require = createRequire(import.meta.url);
let cleaner: typeof sanitize | undefined;

/** A stored upload: `/uploads/<server-made key>` (the same shape FileStorage accepts). */
const uploadPath = /^\/uploads\/[0-9a-f-]{36}\.[a-z0-9]{2,5}$/;
const external = /^(https?:)?\/\//i;
const digits = /^\d{1,4}$/;

/** Tags an editor may keep. The page already has its h1, so headings start at h2. */
const allowedTags = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'blockquote',
  'img',
  'figure',
  'figcaption',
  'hr',
];

const options: sanitize.IOptions = {
  allowedTags,
  allowedAttributes: {
    a: ['href', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading', 'decoding'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: [] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  // "//evil.example" is an absolute address in disguise.
  allowProtocolRelative: false,
  // Other tags go but their text stays; script, style and the like go with their content.
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'template', 'iframe', 'object', 'svg', 'math'],
  nestingLimit: 20,
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    b: 'strong',
    i: 'em',
    a: (tagName, attribs): sanitize.Tag => {
      const href = attribs.href?.trim();
      if (!href) return { tagName, attribs: {} };
      // Links out of the site open apart and pass neither the page nor its rank.
      return external.test(href)
        ? { tagName, attribs: { href, rel: 'noopener noreferrer nofollow', target: '_blank' } }
        : { tagName, attribs: { href } };
    },
    img: (tagName, attribs): sanitize.Tag => {
      const kept: sanitize.Attributes = { src: attribs.src?.trim() ?? '', alt: attribs.alt ?? '' };
      if (digits.test(attribs.width ?? '')) kept.width = attribs.width!;
      if (digits.test(attribs.height ?? '')) kept.height = attribs.height!;
      return { tagName, attribs: { ...kept, loading: 'lazy', decoding: 'async' } };
    },
  },
  exclusiveFilter: (frame) => {
    if (frame.tag === 'img') return !uploadPath.test(frame.attribs.src ?? '');
    // A link whose address was refused (javascript:, data:) keeps its text, not its tag.
    if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
    return false;
  },
};

/** The HTML with everything outside the allowlist removed; null when nothing readable is left. */
export function sanitizeHtml(html: string | null | undefined): string | null {
  if (!html) return null;
  cleaner ??= require('sanitize-html') as typeof sanitize;
  const clean = cleaner(html, options).trim();
  return clean === '' ? null : clean;
}
