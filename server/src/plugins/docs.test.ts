import { readFileSync } from 'node:fs';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../test/app';

const { app } = await buildTestApp();
const rootPackage = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

interface OpenApi {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Record<string, unknown>>>;
}

describe('the OpenAPI document at /api/docs/json', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json() as OpenApi;

  it('is served as OpenAPI 3 with the build version', () => {
    expect(response.statusCode).toBe(200);
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info).toMatchObject({ title: 'PhongKham API', version: rootPackage.version });
  });

  it('lists the API routes and hides its own', () => {
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/yeucau', '/api/setting', '/api/dmtintuc', '/api/dmtintuc/{id}', '/api/health']),
    );
    expect(Object.keys(document.paths).filter((path) => path.startsWith('/api/docs'))).toEqual([]);
    expect(Object.keys(document.paths['/api/setting']!)).toEqual(['get', 'put']);
    // Visitors send requests; staff read them through the inbox.
    expect(Object.keys(document.paths['/api/yeucau']!).sort()).toEqual(['get', 'post']);
  });

  it('describes the request body of POST /api/yeucau from the contract', () => {
    const post = document.paths['/api/yeucau']!.post as {
      requestBody: { required?: boolean; content: Record<string, { schema: Record<string, unknown> }> };
      responses: Record<string, unknown>;
    };
    const schema = post.requestBody.content['application/json']!.schema as {
      type: string;
      properties: Record<string, { type?: string; enum?: string[]; maxLength?: number }>;
      required: string[];
    };
    expect(schema.type).toBe('object');
    expect(Object.keys(schema.properties).sort()).toEqual([
      'bacsi_id',
      'dienthoai',
      'dongy',
      'hoten',
      'loaiyeucau',
      'website',
    ]);
    expect(schema.required.sort()).toEqual(['dienthoai', 'hoten', 'loaiyeucau']);
    expect(schema.properties.loaiyeucau!.enum).toEqual(['DAT_LICH_HEN', 'HO_TRO_TU_VAN']);
    expect(schema.properties.hoten).toMatchObject({ type: 'string', maxLength: 100 });
    expect(Object.keys(post.responses)).toContain('201');
  });

  it('describes the list query and the id parameter', () => {
    const list = document.paths['/api/dmtintuc']!.get as { parameters: { name: string; in: string }[] };
    expect(list.parameters.filter((p) => p.in === 'query').map((p) => p.name)).toEqual(
      expect.arrayContaining(['page', 'limit', 'sort', 'q']),
    );
    const one = document.paths['/api/dmtintuc/{id}']!.get as { parameters: { name: string; in: string }[] };
    expect(one.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
  });

  it('describes dates as date-time text', () => {
    const setting = document.paths['/api/setting']!.get as {
      responses: Record<string, { content: Record<string, { schema: unknown }> }>;
    };
    const text = JSON.stringify(setting.responses['200']);
    expect(text).toContain('"updatedAt"');
    expect(text).toContain('"format":"date-time"');
  });
});

describe('the Swagger UI at /api/docs', () => {
  it('serves the HTML page and its assets', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('<title>Swagger UI</title>');
    const script = await app.inject({ method: 'GET', url: '/api/docs/static/swagger-ui-bundle.js' });
    expect(script.statusCode).toBe(200);
  });
});

describe('compression', () => {
  const plain = async () => (await app.inject({ method: 'GET', url: '/api/docs/json' })).body;

  it('gzips an answer over 1 KB when the client accepts it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const text = gunzipSync(response.rawPayload).toString('utf8');
    expect(text).toBe(await plain());
    expect(response.rawPayload.length).toBeLessThan(text.length);
  });

  it('uses brotli when preferred', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(await plain());
  });

  it('sends plain text without accept-encoding, and small answers uncompressed', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(response.body)).toHaveProperty('openapi');
    const small = await app.inject({ method: 'GET', url: '/api/health', headers: { 'accept-encoding': 'gzip' } });
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});
