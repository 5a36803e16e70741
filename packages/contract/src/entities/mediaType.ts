// apart from media.ts so that a page naming media types needs no zod (the schemas may load later)

/** Media types of spec §3: 0 video, 1 screenshot. */
export const MEDIA_TYPE = { VIDEO: 0, SCREENSHOT: 1 } as const;
