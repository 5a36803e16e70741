/**
 * The store runs under a Content-Security-Policy without 'unsafe-eval' (the server's helmet
 * headers). zod 4 probes once whether it may compile validators with `new Function`, which such
 * a policy reports as a violation; jitless mode skips the probe and validates the same way.
 * Imported first in main.tsx, before any schema parses.
 * @module
 */
import { z } from 'zod';

z.config({ jitless: true });
