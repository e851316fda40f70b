/** Bundles the gateway into `outDir` and returns the path of its `main.mjs` (gateway-build.mjs). */
export function buildGateway(outDir: string): Promise<string>;
