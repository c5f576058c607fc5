/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The content server the example's workspaces talk to; `npm run dev` sets it (default http://127.0.0.1:3400). */
  readonly VELLUM_API_HOST?: string
}
