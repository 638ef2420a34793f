// The few parts of autocannon's API the platform benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Result {
    requests: { total: number; average: number };
    non2xx: number;
  }
  interface Instance extends PromiseLike<Result> {
    on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTime: number) => void): void;
  }
  function autocannon(options: { url: string; connections: number; duration: number; headers?: Record<string, string> }): Instance;
  export default autocannon;
}
