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

/** A language part's translation files by path (web/build/locale-part-modules.ts). */
declare module 'virtual:locale-part/*' {
  const files: Record<string, unknown>;
  export default files;
}
