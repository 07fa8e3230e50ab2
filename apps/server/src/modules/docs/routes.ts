import { docsApi, fullPath } from '@cairn/contract';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../http/serve-endpoints.ts';

interface OpenApiDoc {
  info: { title: string; version: string };
  paths: Record<
    string,
    Record<string, { summary?: string; description?: string; tags?: string[]; requestBody?: unknown }>
  >;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

const JSON_PATH = fullPath(docsApi.json);

/** A readable page of the OpenAPI document, with no script (so the strict CSP holds). */
function renderDocsPage(doc: OpenApiDoc): string {
  const rows = Object.entries(doc.paths)
    .flatMap(([path, ops]) =>
      Object.entries(ops).map(
        ([method, op]) =>
          `<tr><td><code>${method.toUpperCase()}</code></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(op.summary ?? '')}${
            op.description ? `<br><small>${escapeHtml(op.description)}</small>` : ''
          }</td></tr>`,
      ),
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(doc.info.title)} API</title>
<style>body{font:14px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:960px;padding:0 1rem}table{border-collapse:collapse;width:100%}td{border-bottom:1px solid #eee;padding:.4rem;vertical-align:top}code{font-size:13px}</style>
</head><body><h1>${escapeHtml(doc.info.title)} API ${escapeHtml(doc.info.version)}</h1>
<p>Every call answers <code>{ code, message, data }</code>. The machine-readable document is at <a href="${JSON_PATH}">${JSON_PATH}</a>.</p>
<table>${rows}</table></body></html>`;
}

/** The API document (contract docs/docs-calls.ts): public, and hidden from itself. */
export async function docsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, docsApi, {
    json: async () => app.swagger(),
    page: async ({ reply }) =>
      reply.type('text/html; charset=utf-8').send(renderDocsPage(app.swagger() as unknown as OpenApiDoc)),
  });
}
