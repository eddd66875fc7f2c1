// The part of autocannon 8's programmatic API the benchmarks use (the package ships no types).
declare module "autocannon" {
  type RequestParams = { method?: string; path?: string; headers?: Record<string, string>; body?: string };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    requests?: { setupRequest?: (request: RequestParams) => RequestParams }[];
  };
  type Histogram = { mean: number; p50: number; p99: number; total: number };
  type Result = {
    requests: Histogram;
    latency: Histogram;
    non2xx: number;
    errors: number;
    timeouts: number;
    duration: number;
    "2xx": number;
  };
  function autocannon(options: Options): Promise<Result>;
  export default autocannon;
}
