/** Where the studio lives in the host app; the host's own pages are everywhere else. */
export const STUDIO_BASE_PATH = '/studio'
