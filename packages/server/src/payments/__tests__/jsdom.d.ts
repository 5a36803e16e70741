/**
 * The part of jsdom's API the page tests use (the package ships no types and `@types/jsdom` is
 * not installed): a document built from HTML whose scripts run, with a hook before parsing.
 */
declare module 'jsdom' {
  export interface ConstructorOptions {
    url?: string;
    runScripts?: 'dangerously' | 'outside-only';
    beforeParse?(window: Window & typeof globalThis): void;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
