import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c]};`);
/** GitHub's heading anchors: lower case, punctuation dropped, spaces to hyphens. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');

/**
 * Ships the project's README with the app as /README.html: its text as written, each heading with
 * the anchor a Markdown renderer gives it. The help links of src/shared/helpLinks.ts open its
 * sections until the built-in help centre exists, offline too.
 */
const readme = (): Plugin => ({
  name: 'outpost-readme',
  generateBundle() {
    const lines = readFileSync(new URL('../../README.md', import.meta.url), 'utf8').split('\n');
    const body = lines.map((line) => {
      const heading = /^#{1,6} (.+)$/.exec(line);
      return heading ? `<span id="${slug(heading[1]!)}"></span>${escapeHtml(line)}` : escapeHtml(line);
    });
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outpost: README</title></head><body><pre style="white-space: pre-wrap; font: 14px/1.5 ui-monospace, monospace; max-width: 100ch; margin: 2rem auto">${body.join('\n')}</pre></body></html>`;
    this.emitFile({ type: 'asset', fileName: 'README.html', source: html });
  },
});

const FEATURE_SURFACE = /src[\\/]features[\\/][^\\/]+[\\/]index\.tsx?$/;

// `--mode e2e` is the build the Playwright journeys serve: the production build plus the components
// playground (see app/router.tsx), written beside dist so it never ships by accident.
export default defineConfig(({ mode }) => ({
  plugins: [react(), readme()],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:8080' },
  },
  build: {
    outDir: mode === 'e2e' ? 'dist-e2e' : 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: bench/web/bundle-size.ts follows the chunks each page loads through it.
    manifest: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // The contracts are schemas and constants: importing one schema through their barrel must not
      // keep every other module's (ticketing, backup, …) in the first page's chunk. A feature's
      // index.ts (its surface for other features, docs/ARCHITECTURE.md "Module boundaries") only
      // exports: the dashboard taking backup's failed-backups card through it must not also load the
      // device page's backups section and an organization's backup settings it names.
      treeshake: {
        moduleSideEffects: (id) => (/packages[\\/]contracts[\\/]src[\\/]/.test(id) || FEATURE_SURFACE.test(id) ? false : undefined),
      },
    },
  },
}));
