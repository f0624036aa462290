// Where the contact page's map and directions point: OpenStreetMap's embed of the clinic's position (the server's
// CSP frame-src allows exactly this origin, server/src/plugins/security.ts) and Google Maps directions to it, the
// app most phones open. Without a position, a search for the address stands in for the directions.
import type { Setting } from '@phongkham/contracts';
import { addressLines } from '../../../shared/format';

export const MAP_EMBED_ORIGIN = 'https://www.openstreetmap.org';

export interface Position {
  lat: number;
  lng: number;
}

/** The clinic's position when the settings hold both coordinates. */
export function positionOf(setting: Pick<Setting, 'bando_vido' | 'bando_kinhdo'>): Position | null {
  const { bando_vido: lat, bando_kinhdo: lng } = setting;
  return typeof lat === 'number' && typeof lng === 'number' ? { lat, lng } : null;
}

/** Degrees around the marker the embedded map shows: a few streets each way. */
const SPAN_LAT = 0.0025;
const SPAN_LNG = 0.004;
const fixed = (degrees: number) => degrees.toFixed(6);

/** OpenStreetMap's embeddable map around the position, with a marker on it. */
export function mapEmbedUrl({ lat, lng }: Position): string {
  const bbox = [lng - SPAN_LNG, lat - SPAN_LAT, lng + SPAN_LNG, lat + SPAN_LAT].map(fixed).join(',');
  const query = new URLSearchParams({ bbox, layer: 'mapnik', marker: `${fixed(lat)},${fixed(lng)}` });
  return `${MAP_EMBED_ORIGIN}/export/embed.html?${query.toString()}`;
}

/** Google Maps directions from wherever the visitor is to the position (its app on phones). */
export const directionsUrl = ({ lat, lng }: Position) =>
  `https://www.google.com/maps/dir/?api=1&destination=${fixed(lat)}%2C${fixed(lng)}`;

/** A search for the address, when no position is set: only a link, nothing loads until it is followed. */
export const mapSearchUrl = (diachi: string) =>
  `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(addressLines(diachi).join(', '))}`;
