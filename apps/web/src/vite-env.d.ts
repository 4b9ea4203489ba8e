/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; the same origin when absent. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
