// Types of security-headers.mjs.
export declare const ANALYTICS_ORIGIN_META: string
export type SecurityHeaderOptions = { analyticsOrigin?: string | null | undefined }
export declare function originOf(url: string): string | null
export declare function analyticsOriginOf(indexHtml: string): string | null
export declare function contentSecurityPolicy(options?: SecurityHeaderOptions): string
export declare function securityHeaders(options?: SecurityHeaderOptions): Record<string, string>
