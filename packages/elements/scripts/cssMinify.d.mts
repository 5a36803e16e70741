/** Types of cssMinify.mjs for its test. */
export function minifyCss(css: string): string;
export function minifyCssTemplates(code: string): string;
