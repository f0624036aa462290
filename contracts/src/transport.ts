// How the web's API client reaches the API: fetch in the browser, Fastify inject while rendering on the server.
// Types only, so both sides agree on the shape without importing each other.
/** The browser's FormData as far as the contract needs it (contracts know no DOM). */
export interface MultipartForm {
  append(name: string, value: unknown, fileName?: string): void;
}

export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path and query, e.g. "/api/dmtintuc?limit=0". */
  url: string;
  headers: Record<string, string>;
  /** JSON text, or a multipart form (the browser's FormData, with files). */
  body?: string | MultipartForm;
  timeoutMs: number;
}

export interface TransportResponse {
  status: number;
  /** The parsed JSON body, or null when there was none or it was not JSON. */
  body: unknown;
}

export type Transport = (request: TransportRequest) => Promise<TransportResponse>;
