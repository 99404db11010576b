// Minimal typing for the benchmark-only `implied-volatility` package (plain CommonJS, no types).
declare module 'implied-volatility' {
  const impliedVolatility: {
    getImpliedVolatility(
      expectedCost: number,
      s: number,
      k: number,
      t: number,
      r: number,
      callPut: 'call' | 'put',
      estimate?: number,
    ): number;
  };
  export default impliedVolatility;
}
