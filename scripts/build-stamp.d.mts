import type { Plugin } from 'vite'

export type BuildInputs = { paths: readonly string[]; skip: readonly string[] }
export const STAMP_FILE: string
export const WEB_BUILD_INPUTS: BuildInputs
export const SERVER_BUILD_INPUTS: BuildInputs
/** A hash of the names and contents of the files `inputs` names under `root`. */
export function hashInputs(root: string, inputs: BuildInputs): string
export function readStamp(outDir: string): string | null
export function writeStamp(outDir: string, hash: string): void
export function removeStamp(outDir: string): void
export function buildState(output: string, hash: string): 'missing' | 'changed' | 'current'
/** The start-up log line for a build that is 'missing' or 'changed' ("the web app", "dist/web"). */
export function buildAnnouncement(
  state: 'missing' | 'changed',
  what: string,
  outDir: string,
): string
/** The Vite plugin that writes the web build's stamp once the build succeeded. */
export function buildStampPlugin(): Plugin
