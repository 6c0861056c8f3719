import { z } from "zod";

// Zod probes for eval support with `new Function` to compile fast parsers. The site's
// Content-Security-Policy forbids eval, so the probe shows up as a CSP violation in every
// browser that loads a form; interpreted parsing is fast enough for form-sized input.
// Import this module before any module that builds a schema.
z.config({ jitless: true });
