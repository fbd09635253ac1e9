// Types of page-preloads-plugin.mjs.
import type { Plugin } from 'vite'

/** A first page; `screen` is its lazily loaded module, relative to the project root. */
export type PreloadedPage = { readonly screen?: string | undefined }
export declare function pagePreloads(pages: Readonly<Record<string, PreloadedPage>>): Plugin
