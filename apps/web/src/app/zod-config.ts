import { z } from 'zod';

// The server's Content-Security-Policy has no 'unsafe-eval'. On first use zod probes `new Function`
// to decide whether to compile object parsers; the probe fails quietly, but Chromium still reports
// a CSP violation on every page load. jitless skips the probe and parses without compiled code,
// which costs nothing that matters for the few answers the web app parses.
z.config({ jitless: true });
