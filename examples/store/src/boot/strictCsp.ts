/**
 * The store runs under a Content-Security-Policy without 'unsafe-eval' (the server's helmet
 * headers). zod 4 probes once whether it may compile validators with `new Function`, which such
 * a policy reports as a violation; jitless mode skips the probe and validates the same way.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` (the object `z.config()` writes,
 * created on zod's first import unless it exists) and reads `jitless` when a schema is built.
 * Setting it here, without importing zod, keeps zod off the first load: the schemas arrive in
 * later chunks, all of them after this module ran. strictCsp.test.ts checks zod still reads it.
 * Imported first in main.tsx.
 * @module
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
