export declare const BENCH_OWNER: { email: string; password: string }
export declare const BENCH_OWNER_ENV: Record<string, string>
export declare function signInCookie(baseUrl: string): Promise<string>
