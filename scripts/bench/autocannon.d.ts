declare module "autocannon" {
  type Histogram = { average: number; p50: number; p99: number; max: number };
  export type Result = { requests: Histogram & { total: number }; latency: Histogram; non2xx: number; errors: number; timeouts: number };
  export default function autocannon(options: { url: string; connections: number; duration: number; pipelining?: number; headers?: Record<string, string>; workers?: number }): Promise<Result>;
}
