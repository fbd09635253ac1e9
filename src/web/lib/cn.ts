import { clsx, type ClassValue } from 'clsx'
import { twMerge } from 'tailwind-merge'

/** Joins class names and lets later Tailwind classes override earlier ones. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs))
}

/**
 * Builds tailwind-merge's class table, which its first call does (5-10 ms, four times that on a
 * phone): at start-up, in a task of its own, instead of inside the first page's render.
 */
export function prepareClassMerging(): void {
  twMerge()
}
