/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** 'true' for the Taiwan-only build: Traditional Chinese only. */
  readonly VITE_TW_ONLY?: string;
  /** Product title shown in the sidebar and the browser tab. */
  readonly VITE_APP_TITLE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
