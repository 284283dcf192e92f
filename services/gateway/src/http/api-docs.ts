/**
 * The API reference a person reads, at /api/docs: Scalar's browser bundle, served by the gateway itself (no
 * CDN), rendering /api/openapi.json. The page runs no inline script (Scalar reads its
 * configuration from the script element's data attributes), so its CSP allows only the gateway's own
 * scripts; Scalar's default web fonts are off, since they come from Scalar's servers.
 */
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { RequestHandler } from 'express';

export const API_DOCS_PATH = '/api/docs';
export const API_DOCS_SCRIPT_PATH = '/api/docs/scalar.js';

/** Scalar styles its components inline; pictures in descriptions may be data URLs. Nothing else loads. */
export const API_DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** Only the reference: no hosted AI agent, developer toolbar or client that would call Scalar's servers. */
const CONFIGURATION = JSON.stringify({
  withDefaultFonts: false,
  hideClientButton: true,
  telemetry: false,
  showDeveloperTools: 'never',
  agent: { disabled: true },
});

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/'/g, '&#39;');

export function apiDocsPage(documentUrl: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<title>Storybook API reference</title></head>',
    '<body>',
    `<script id="api-reference" data-url="${escapeAttribute(documentUrl)}" data-configuration='${escapeAttribute(CONFIGURATION)}'></script>`,
    `<script src="${API_DOCS_SCRIPT_PATH}"></script>`,
    '</body>',
    '</html>',
  ].join('\n');
}

export function apiDocsHandlers(documentUrl: string): { page: RequestHandler; script: RequestHandler } {
  const page = apiDocsPage(documentUrl);
  // The build copies the bundle beside the compiled module (scripts/lib/setup.mjs), so the image carries one
  // file, not the package; run from source, it comes from the package (a dev dependency), where it sits
  // beside the main entry (the package exports no path to it).
  const copied = join(__dirname, 'api-reference.js');
  const bundle = existsSync(copied)
    ? copied
    : join(dirname(require.resolve('@scalar/api-reference')), 'browser/standalone.js');
  return {
    page: (_req, res) => {
      res.setHeader('Content-Security-Policy', API_DOCS_CSP);
      res.type('html').send(page);
    },
    script: (_req, res, next) => {
      res.sendFile(bundle, { maxAge: '1h' }, (error) => {
        if (error) next(error);
      });
    },
  };
}
