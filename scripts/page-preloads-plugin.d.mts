// Types of page-preloads-plugin.mjs.
import type { Plugin } from 'vite'

export type PreloadedPage = { screen?: string | undefined; fetches?: readonly string[] }
export declare function pagePreloads(pages: Readonly<Record<string, PreloadedPage>>): Plugin
