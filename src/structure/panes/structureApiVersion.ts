/** The API version the structure tool's panes were written against. */
export const STRUCTURE_API_VERSION = '2025-02-19'
