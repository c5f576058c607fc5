import {version} from '../../../package.json'

/**
 * This studio's version, from the package (the help menu shows it and names it in the help
 * request).
 */
export const STUDIO_VERSION: string = version
