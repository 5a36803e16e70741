/**
 * Where the server keeps the videos of heroes and product media (issue 21: short clips made by
 * the project, each with a poster frame). A hero item's `video_code` names one of them.
 * @module
 */

/** The path under which the server serves its video files and their posters. */
export const VIDEO_PATH_PREFIX = '/media/video/';

/** The file and the poster frame of one video. */
export interface VideoUrls {
  /** The WebM file. */
  src: string;
  /** A still frame of the video, shown before it plays. */
  poster: string;
}

/**
 * The file and poster of the video a hero's `video_code` (or a media source) names.
 * @param code - A video code of letters, digits and dashes, e.g. `copper-gambit-trailer`.
 * @returns Server-relative URLs, or `null` for a code that names no file of the store
 *   (an external provider's id with other characters).
 * @example
 * videoUrls('d2d-showcase'); // { src: '/media/video/d2d-showcase.webm', poster: '/media/video/d2d-showcase.jpg' }
 */
export function videoUrls(code: string | null | undefined): VideoUrls | null {
  if (!code || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(code)) return null;
  return { src: `${VIDEO_PATH_PREFIX}${code}.webm`, poster: `${VIDEO_PATH_PREFIX}${code}.jpg` };
}
